import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { useRevalidator } from 'react-router';
import { addressSchema, userSchema, type Address, type AddressInput } from '../../../common/accounts';
import { api } from '../../lib/api';
import { ADDRESS_UPDATED, GENERIC_ERROR, PLEASE_WAIT } from '../../lib/messages';
import { Button } from '../form/Button';
import { StateSelect, stateFieldValue } from '../form/StateSelect';
import { useHydrated } from '../../lib/use-hydrated';
import { TextField } from '../form/TextField';
import { FormAlert } from '../form/FormAlert';

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

/**
 * The address a form posted without JavaScript sent and the API refused (the account route's
 * action, docs/decisions/0051): shown again with the API's messages under its fields.
 */
export interface PostedAddress {
  address: AddressInput;
  fields: Record<string, string>;
  message: string | null;
}

/** `/account?edit=address`: the account page opened on the address form (its Edit without JavaScript). */
export const EDIT_PARAM = 'edit';

/**
 * The account's address: shown read-only, or edited in place (docs/storefront-texts.md#screens).
 * Without JavaScript, Edit opens `?edit=address` (`startEditing`) and the form posts to the
 * account's action; with it, both work in place as before.
 */
export function AddressEditor({ address, startEditing = false, posted }: { address: Address; startEditing?: boolean; posted?: PostedAddress }) {
  const [editing, setEditing] = useState(startEditing || posted !== undefined);
  return (
    <section aria-labelledby="address-heading" className="rounded-xl border border-zinc-200 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="address-heading" className="text-lg font-semibold text-zinc-900">
          Address
        </h2>
        {!editing && (
          <form method="get" action="/account">
            <button
              type="submit"
              name={EDIT_PARAM}
              value="address"
              onClick={(event) => {
                event.preventDefault();
                setEditing(true);
              }}
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-900"
            >
              Edit<span className="sr-only"> address</span>
            </button>
          </form>
        )}
      </div>
      {/* Mounted per edit, so each edit starts from the address as saved now. */}
      {editing ? <AddressForm saved={editable(address)} posted={posted} action="/account" onDone={() => setEditing(false)} /> : <AddressView address={address} />}
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

/**
 * The address form (the account page, and the checkout's 'Change'): saves to the account, then
 * `onDone`. With `action` (the account page) it also works without JavaScript: it posts there,
 * and Cancel goes back to that page (docs/decisions/0051); `posted` is that action's refusal.
 */
export function AddressForm({ saved, onDone, action, posted }: { saved: AddressInput; onDone: () => void; action?: string; posted?: PostedAddress }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const cancelForm = useId();
  const start = posted?.address ?? saved;
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({ resolver: zodResolver(addressSchema), defaultValues: start });

  async function save(values: AddressInput) {
    const id = toast.loading(PLEASE_WAIT);
    try {
      await api.put(userSchema, '/api/user/address', values);
    } catch {
      toast.error(GENERIC_ERROR, { id });
      return;
    }
    toast.success(ADDRESS_UPDATED, { id });
    await revalidator.revalidate();
    onDone();
  }

  return (
    <>
      <form method="post" action={action} noValidate onSubmit={handleSubmit(save)} className="mt-4 flex flex-col gap-4">
        <FormAlert message={posted?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, label }) =>
            name === 'state' ? (
              // The stored text, if it names no state on the list, stays in view as what to change.
              <StateSelect key={name} label={label} current={saved.state} defaultValue={start.state} error={errors.state?.message ?? posted?.fields.state} {...register('state')} />
            ) : (
              <TextField
                key={name}
                label={label}
                autoComplete={AUTOCOMPLETE[name]}
                inputMode={name === 'zipCode' ? 'numeric' : undefined}
                className={name === 'street' ? 'sm:col-span-2' : ''}
                defaultValue={start[name]}
                error={errors[name]?.message ?? posted?.fields[name]}
                {...register(name)}
              />
            ),
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {/* Enabled only once a field differs from the saved address (docs/storefront-texts.md#validation);
            before the scripts run nothing tells, and the action saves what is sent. */}
          <Button type="submit" pending={isSubmitting} disabled={hydrated && !isDirty}>
            Save
          </Button>
          {/* Unmounting the form drops the edits: the view shows the saved address again. Without
            JavaScript it opens the page again (its own form: the fields stay out of the URL). */}
          <Button
            variant="secondary"
            type={action ? 'submit' : 'button'}
            form={action ? cancelForm : undefined}
            onClick={(event) => {
              event.preventDefault();
              onDone();
            }}
            disabled={isSubmitting}
          >
            Cancel
          </Button>
        </div>
      </form>
      {action && <form id={cancelForm} method="get" action={action} hidden />}
    </>
  );
}
