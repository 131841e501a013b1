import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useRevalidator } from 'react-router';
import { addressSchema, userSchema, type Address, type AddressInput } from '../../../common/accounts';
import { api } from '../../lib/api';
import { GENERIC_ERROR, PLEASE_WAIT } from '../../lib/messages';
import { Button } from '../form/Button';
import { StateSelect, stateFieldValue } from '../form/StateSelect';
import { TextField } from '../form/TextField';

const FIELDS = [
  { name: 'street', label: 'Street' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'PIN code' },
  { name: 'country', label: 'Country' },
] as const;

/**
 * The saved address without isDefault: the form's values and PUT /api/user/address's body. A state
 * the list can read starts as the list's name ('TN' → 'Tamil Nadu').
 */
export function editable({ street, city, state, zipCode, country }: Address): AddressInput {
  return { street, city, state: stateFieldValue(state), zipCode, country };
}

/** The account's address: shown read-only, or edited in place (docs/storefront-texts.md#screens). */
export function AddressEditor({ address }: { address: Address }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="address-heading" className="rounded-xl border border-zinc-200 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="address-heading" className="text-lg font-semibold text-zinc-900">
          Address
        </h2>
        {!editing && (
          <button type="button" onClick={() => setEditing(true)} className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900">
            Edit<span className="sr-only"> address</span>
          </button>
        )}
      </div>
      {/* Mounted per edit, so each edit starts from the address as saved now. */}
      {editing ? <AddressForm saved={editable(address)} onDone={() => setEditing(false)} /> : <AddressView address={address} />}
    </section>
  );
}

function AddressView({ address }: { address: Address }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {FIELDS.map(({ name, label }) => (
        <div key={name}>
          <dt className="text-sm text-zinc-600">{label}</dt>
          <dd className="font-medium text-zinc-900">{address[name] || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const AUTOCOMPLETE: Record<(typeof FIELDS)[number]['name'], string> = {
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country-name',
};

/** The address form (the account page, and the checkout's 'Change'): saves to the account, then `onDone`. */
export function AddressForm({ saved, onDone }: { saved: AddressInput; onDone: () => void }) {
  const revalidator = useRevalidator();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({ resolver: zodResolver(addressSchema), defaultValues: saved });

  async function save(values: AddressInput) {
    const id = toast.loading(PLEASE_WAIT);
    try {
      await api.put(userSchema, '/api/user/address', values);
    } catch {
      toast.error(GENERIC_ERROR, { id });
      return;
    }
    toast.success('Updated Address!', { id });
    await revalidator.revalidate();
    onDone();
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} className="mt-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label }) =>
          name === 'state' ? (
            // The stored text, if it names no state on the list, stays in view as what to change.
            <StateSelect key={name} label={label} current={saved.state} error={errors.state?.message} {...register('state')} />
          ) : (
            <TextField
              key={name}
              label={label}
              autoComplete={AUTOCOMPLETE[name]}
              inputMode={name === 'zipCode' ? 'numeric' : undefined}
              className={name === 'street' ? 'sm:col-span-2' : ''}
              error={errors[name]?.message}
              {...register(name)}
            />
          ),
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* Enabled only once a field differs from the saved address (docs/storefront-texts.md#validation). */}
        <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
          Save
        </Button>
        {/* Unmounting the form drops the edits: the view shows the saved address again. */}
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
