import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { useRevalidator } from 'react-router';
import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_BYTES, IMAGE_TYPE_MESSAGE } from '../../../common/admin';
import { REPLACEMENT_WINDOW_DAYS } from '../../../common/admin-orders';
import { productSchema } from '../../../common/catalog';
import { orderSchema, type Order, type OrderLine } from '../../../common/orders';
import {
  asksForSize,
  MAX_REPLACEMENT_NOTE,
  MAX_REPLACEMENT_PHOTOS,
  REPLACEMENT_MESSAGES,
  REPLACEMENT_REASON_LABELS,
  REPLACEMENT_REASONS,
  replacementRequestSchema,
  type ReplacementReason,
} from '../../../common/replacements';
import { api, isApiError } from '../../lib/api';
import { GENERIC_ERROR, PLEASE_WAIT } from '../../lib/messages';
import { Button } from '../form/Button';
import { Modal } from '../Modal';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHOTO_TOO_LARGE = `A photo may be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;

/** The lines the customer may still ask to replace: none with a request waiting or accepted. */
export function replaceableLines(order: Pick<Order, 'products' | 'replacements'>): OrderLine[] {
  const taken = new Set(order.replacements.filter((request) => request.status !== 'declined').map((request) => request.lineId));
  return order.products.filter((line) => !taken.has(line._id));
}

/** Whether the customer may still ask to replace something: delivered less than 14 days ago, a line left to ask for. */
export function canRequestReplacement(order: Pick<Order, 'status' | 'events' | 'products' | 'replacements'>, now: number): boolean {
  if (order.status !== 'Delivered' || replaceableLines(order).length === 0) return false;
  const delivered = order.events.findLast((event) => event.type === 'delivered');
  return delivered !== undefined && now - Date.parse(delivered.at) <= REPLACEMENT_WINDOW_DAYS * DAY_MS;
}

type Field = 'lineId' | 'reason' | 'note' | 'size' | 'photos';
type Errors = Partial<Record<Field, string>>;

const lineLabel = (line: OrderLine) => `${line.name} (${[line.color, line.size].filter(Boolean).join(', ')})`;

/** The sizes of the line's product, to offer the wanted one; null while loading or when the product is gone. */
function useProductSizes(line: OrderLine | undefined, wanted: boolean): string[] | null {
  const [sizes, setSizes] = useState<string[] | null>(null);
  const productId = line?.productId;
  useEffect(() => {
    if (!wanted || productId === undefined) return;
    let live = true;
    api.get(productSchema, `/api/products/${productId}`).then(
      (product) => live && setSizes(product.sizes),
      () => live && setSizes([]),
    );
    return () => {
      live = false;
    };
  }, [productId, wanted]);
  return sizes;
}

/**
 * 'Request a replacement' under a delivered order (docs/decisions/0048): the item, a reason from the
 * list (Other needs a note), the size wanted for a wrong size, up to three photos. The shop accepts
 * or declines it; the answer shows on the order and comes by e-mail.
 */
export function ReplacementRequest({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="border-t border-zinc-200 px-4 py-2">
      <button type="button" onClick={() => setOpen(true)} className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline">
        Request a replacement<span className="sr-only"> of {order.customOrderId}</span>
      </button>
      {open && <ReplacementForm order={order} onClose={() => setOpen(false)} />}
    </div>
  );
}

function ReplacementForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const lines = replaceableLines(order);
  const id = useId();
  const [lineId, setLineId] = useState(lines.length === 1 ? lines[0]!._id : '');
  const [reason, setReason] = useState<ReplacementReason | ''>('');
  const [note, setNote] = useState('');
  const [size, setSize] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const revalidator = useRevalidator();
  const line = lines.find((candidate) => candidate._id === lineId);
  const needsSize = asksForSize(reason, line);
  const sizes = useProductSizes(line, needsSize);
  const otherSizes = (sizes ?? []).filter((candidate) => candidate !== line?.size);

  const clear = (field: Field) => setErrors(({ [field]: _, ...rest }) => rest);

  function addPhotos(files: FileList | null) {
    const chosen = [...photos, ...Array.from(files ?? [])];
    const problem =
      chosen.length > MAX_REPLACEMENT_PHOTOS
        ? REPLACEMENT_MESSAGES.tooManyPhotos
        : chosen.some((file) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
          ? IMAGE_TYPE_MESSAGE
          : chosen.some((file) => file.size > IMAGE_MAX_BYTES)
            ? PHOTO_TOO_LARGE
            : null;
    if (problem) setErrors((current) => ({ ...current, photos: problem }));
    else {
      clear('photos');
      setPhotos(chosen);
    }
  }

  async function send() {
    const fields = { lineId, reason, note, size: needsSize ? size : '' };
    const parsed = replacementRequestSchema.safeParse(fields);
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (needsSize && !size) found.size = REPLACEMENT_MESSAGES.size;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value) body.append(key, value);
    for (const photo of photos) body.append('photos', photo);
    setPending(true);
    const toastId = toast.loading(PLEASE_WAIT);
    try {
      await api.post(orderSchema, `/api/orders/${order._id}/replacement`, body);
    } catch (failure) {
      setPending(false);
      if (isApiError(failure) && failure.errors?.length) {
        const fromServer: Errors = {};
        for (const error of failure.errors) fromServer[error.path.split('.')[0] as Field] ??= error.message;
        setErrors(fromServer);
        toast.dismiss(toastId);
        return;
      }
      toast.error(isApiError(failure) && failure.status === 409 ? failure.message : GENERIC_ERROR, { id: toastId });
      return;
    }
    toast.success('Replacement requested!', { id: toastId });
    onClose();
    await revalidator.revalidate();
  }

  return (
    <Modal
      title="Request a replacement"
      description={`Order ${order.customOrderId}. Tell us what is wrong; the shop replies by e-mail and on this page.`}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button pending={pending} onClick={send}>
            Send request
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        {lines.length === 1 ? (
          <p className="text-zinc-800">
            <span className="font-medium">Item:</span> {lineLabel(lines[0]!)}
          </p>
        ) : (
          <Choices legend="Which item?" name={`${id}-line`} error={errors.lineId} errorId={`${id}-line-error`}>
            {lines.map((candidate) => (
              <Choice key={candidate._id} name={`${id}-line`} checked={lineId === candidate._id} onChange={() => (setLineId(candidate._id), clear('lineId'), setSize(''))}>
                {lineLabel(candidate)}
              </Choice>
            ))}
          </Choices>
        )}
        <Choices legend="What is wrong?" name={`${id}-reason`} error={errors.reason} errorId={`${id}-reason-error`}>
          {REPLACEMENT_REASONS.map((candidate) => (
            <Choice key={candidate} name={`${id}-reason`} checked={reason === candidate} onChange={() => (setReason(candidate), clear('reason'), clear('note'))}>
              {REPLACEMENT_REASON_LABELS[candidate]}
            </Choice>
          ))}
        </Choices>
        {needsSize && (
          <div>
            <label htmlFor={`${id}-size`} className="block font-medium text-zinc-800">
              Size you need
            </label>
            <p className="text-sm text-zinc-600">You have size {line?.size}.</p>
            {sizes !== null && otherSizes.length === 0 ? (
              <input id={`${id}-size`} value={size} maxLength={20} onChange={(event) => (setSize(event.target.value), clear('size'))} aria-invalid={errors.size ? true : undefined} aria-describedby={errors.size ? `${id}-size-error` : undefined} className={fieldClass} />
            ) : (
              <select id={`${id}-size`} value={size} onChange={(event) => (setSize(event.target.value), clear('size'))} aria-invalid={errors.size ? true : undefined} aria-describedby={errors.size ? `${id}-size-error` : undefined} className={fieldClass}>
                <option value="">{sizes === null ? 'Loading sizes…' : 'Choose a size'}</option>
                {otherSizes.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {candidate}
                  </option>
                ))}
              </select>
            )}
            <FieldError id={`${id}-size-error`} message={errors.size} />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-note`} className="block font-medium text-zinc-800">
            {reason === 'other' ? 'What is wrong?' : 'Anything to add? (optional)'}
          </label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={MAX_REPLACEMENT_NOTE}
            value={note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${id}-note-error` : undefined}
            onChange={(event) => (setNote(event.target.value), clear('note'))}
            className={fieldClass}
          />
          <FieldError id={`${id}-note-error`} message={errors.note} />
        </div>
        <div>
          <label htmlFor={`${id}-photos`} className="block font-medium text-zinc-800">
            Photos (optional)
          </label>
          <p id={`${id}-photos-hint`} className="text-sm text-zinc-600">
            Up to {MAX_REPLACEMENT_PHOTOS} JPEG or PNG photos, {IMAGE_MAX_BYTES / (1024 * 1024)} MB each.
          </p>
          {photos.length < MAX_REPLACEMENT_PHOTOS && (
            // The browser's own 'No file chosen' would contradict the list below: the input is hidden and its label is the button.
            <>
              <input
                id={`${id}-photos`}
                type="file"
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                multiple
                aria-invalid={errors.photos ? true : undefined}
                aria-describedby={`${id}-photos-hint${errors.photos ? ` ${id}-photos-error` : ''}`}
                onChange={(event) => {
                  addPhotos(event.target.files);
                  event.target.value = '';
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-photos`}
                className="mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-200 bg-brand-50 px-4 font-medium text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-brand-100"
              >
                {photos.length === 0 ? 'Add photos' : 'Add another photo'}
              </label>
            </>
          )}
          <FieldError id={`${id}-photos-error`} message={errors.photos} />
          {photos.length > 0 && (
            <ul className="mt-2 flex flex-col gap-1" aria-label="Chosen photos">
              {photos.map((photo, index) => (
                <li key={`${photo.name}-${index}`} className="flex items-center justify-between gap-2 rounded-lg bg-zinc-50 px-3 py-1 text-sm">
                  <span className="truncate">{photo.name}</span>
                  <button type="button" onClick={() => setPhotos(photos.filter((_, i) => i !== index))} className="min-h-11 px-2 font-medium text-brand-700 hover:underline">
                    Remove<span className="sr-only"> {photo.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Modal>
  );
}

const fieldClass = 'mt-1 w-full rounded-lg border border-zinc-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-600';

function Choices({ legend, error, errorId, children }: { legend: string; name: string; error: string | undefined; errorId: string; children: ReactNode }) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-zinc-800">{legend}</legend>
      <div className="mt-1 flex flex-col">{children}</div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function Choice({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-zinc-800">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-5 accent-brand-700" />
      {children}
    </label>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
