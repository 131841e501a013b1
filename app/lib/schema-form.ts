import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { toast } from './toast';
import type { z } from 'zod';
import { useHydrated } from './use-hydrated';

/**
 * A form checked by its shared schema (common/, the spec's messages), and what its submit button
 * needs: pending while the request runs, disabled until hydration (a click before it would post
 * the form natively, without the checks) unless `postsWithoutJs`: its route's action answers the
 * native post through the same API (docs/decisions/0051); and `send`: sentOrToasted with the
 * form's own toast id.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, { postsWithoutJs = false }: { postsWithoutJs?: boolean } = {}) {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema) });
  const toastId = useId();
  const send = (request: () => Promise<unknown>, failure: string | ((error: unknown) => string)) => sentOrToasted(request, failure, toastId);
  return { register, handleSubmit, errors, send, submitButton: { pending: isSubmitting, disabled: !hydrated && !postsWithoutJs } };
}

/**
 * Sends a form's request. A failure shows its toast (`failure`, or what it says for that error)
 * and answers false, so the screen stays where it is; success answers true. With `toastId` (one
 * per form) a second failure replaces the first toast, and a success takes it away: an old
 * 'Invalid email or password' never stays over the page a correct login opens.
 */
export async function sentOrToasted(request: () => Promise<unknown>, failure: string | ((error: unknown) => string), toastId?: string): Promise<boolean> {
  try {
    await request();
  } catch (error) {
    toast.error(typeof failure === 'string' ? failure : failure(error), toastId === undefined ? undefined : { id: toastId });
    return false;
  }
  if (toastId !== undefined) toast.dismiss(toastId);
  return true;
}
