import { useState } from 'react';
import { COURIER_NAMES, courierChoice, OTHER_COURIER } from '../../../../common/couriers';
import { MAX_DELIVERY_TEXT } from '../../../../common/admin-orders';
import { TextField } from '../../form/TextField';
import { SelectField } from '../fields';

interface CourierFieldProps {
  /** The delivery partner as stored ('Blue Dart', or a name typed under Other). */
  value: string;
  onChange: (partner: string) => void;
  error?: string;
  /** Called when the control loses focus (react-hook-form's touched state). */
  onBlur?: () => void;
}

/**
 * The delivery partner: one of the common Indian couriers (common/couriers.ts), or Other with the
 * name typed by hand. What it hands back is the partner's name, as the API stores it.
 */
export function CourierField({ value, onChange, error, onBlur }: CourierFieldProps) {
  const [choice, setChoice] = useState(() => courierChoice(value));
  const [other, setOther] = useState(() => (courierChoice(value) === OTHER_COURIER ? value : ''));
  const isOther = choice === OTHER_COURIER;

  function choose(next: string) {
    setChoice(next);
    onChange(next === OTHER_COURIER ? other.trim() : next);
  }

  return (
    <>
      <SelectField label="Delivery partner" value={choice} onChange={(event) => choose(event.target.value)} onBlur={onBlur} error={isOther ? undefined : error}>
        <option value="">Choose a courier</option>
        {[...COURIER_NAMES, OTHER_COURIER].map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      {isOther && (
        <TextField
          label="Courier name"
          autoComplete="off"
          maxLength={MAX_DELIVERY_TEXT}
          value={other}
          error={error}
          onBlur={onBlur}
          onChange={(event) => {
            setOther(event.target.value);
            onChange(event.target.value.trim());
          }}
        />
      )}
    </>
  );
}
