import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Link, useRevalidator } from 'react-router';
import { cartSchema, quantityLimitNote, type CartItem } from '../../../common/cart';
import { NO_GUESS_SWATCH, swatchCss } from '../../lib/colors';
import { formatRupees } from '../../../common/money';
import { api, isApiError } from '../../lib/api';
import { imageAt, imageSrcSet } from '../../lib/images';
import { GENERIC_ERROR, NOT_LOGGED_IN, PLEASE_WAIT } from '../../lib/messages';
import { lowStockNote } from '../../lib/stock';
import { useHydrated } from '../../lib/use-hydrated';
import { QuantityStepper } from '../product/QuantityStepper';

/** The line under /api/cart: its product and colour (a size travels as `?size=` or in the body). */
const lineUrl = (item: CartItem) => `/api/cart/${encodeURIComponent(item.productId._id)}/${encodeURIComponent(item.color)}`;

/**
 * One cart line: picture, name, colour and size, − / + for the quantity, price and the line's
 * subtotal, and its remove button. A line that can no longer be ordered as it stands (the seller
 * removed its colour or size, or too few are left) says why, so the shopper can fix or remove it.
 */
export function CartLine({ item }: { item: CartItem }) {
  const { remove, pending } = useRemoveLine(item);
  const quantity = useLineQuantity(item);
  const hydrated = useHydrated();
  // Until hydrated the buttons would do nothing: disabled, like while a change is on its way.
  const busy = pending || quantity.pending || !hydrated;
  const href = `/product/${item.productId._id}`;
  const inStock = item.productId.inStock;
  const what = [item.color, item.size].filter(Boolean).join(', ');
  const fixable = item.problem === null || item.problem.reason === 'not_enough_stock';
  const lowNote = item.problem === null ? lowStockNote(item.stock) : null;
  // + stops at the line's limit: say why, or the button just looks broken.
  const atLimit = item.problem === null && inStock && item.quantity >= item.maxQuantity && lowNote === null;
  const limitNote = atLimit ? quantityLimitNote(item.quantity, item.maxQuantity) : null;
  return (
    <li className="flex gap-4 py-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={imageAt(item.primaryImage, 240)}
          srcSet={imageSrcSet(item.primaryImage)}
          sizes="112px"
          width={112}
          height={112}
          alt=""
          className={`size-24 rounded-lg bg-photo object-contain sm:size-28 ${inStock ? '' : 'opacity-60 grayscale'}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={href} className="line-clamp-2 min-w-0 font-medium wrap-anywhere text-zinc-900 hover:text-brand-800 hover:underline">
            {item.name}
          </Link>
          <button
            type="button"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={`Remove ${item.name} (${what}) from cart`}
            className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
          >
            <TrashIcon />
          </button>
        </div>
        <p className="text-sm text-zinc-600">
          Colour:{' '}
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-full border border-black/20 align-[-1px]"
            style={{ background: swatchCss({ name: item.color, swatch: item.swatch }) ?? NO_GUESS_SWATCH }}
          />{' '}
          <span className="text-zinc-900">{item.color}</span>
          {item.size !== null && (
            <>
              <span aria-hidden="true"> · </span>
              Size: <span className="text-zinc-900">{item.size}</span>
            </>
          )}
        </p>
        <p className="text-sm text-zinc-700">
          {formatRupees(item.price)}
          {item.quantity > 1 && <span> each</span>}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {fixable ? (
            <QuantityStepper label={`Quantity of ${item.name} (${what})`} value={item.quantity} max={Math.max(item.quantity, item.maxQuantity)} disabled={busy} onChange={(next) => void quantity.set(next)} />
          ) : (
            <span className="text-sm text-zinc-600">Qty: {item.quantity}</span>
          )}
          <p className={`font-bold ${inStock && fixable ? 'text-zinc-900' : 'text-zinc-600 line-through'}`}>
            <span className="sr-only">{inStock && fixable ? 'Subtotal: ' : 'Not in the total: '}</span>
            {formatRupees(item.subtotal)}
          </p>
        </div>
        {lowNote && <p className="text-sm font-semibold text-warning-800">{lowNote}</p>}
        {limitNote && <p className="text-sm text-zinc-600">{limitNote}</p>}
        {!inStock && (
          <p className="w-fit rounded bg-danger-50 px-2 py-0.5 text-sm font-semibold text-danger-700">
            <span>Out Of Stock</span>
            <span className="font-medium">. Please remove it from your cart.</span>
          </p>
        )}
        {inStock && item.problem !== null && (
          <p className="w-fit rounded bg-danger-50 px-2 py-0.5 text-sm font-semibold text-danger-700">
            {item.problem.message}
            {!fixable && '. Please remove it from your cart.'}
          </p>
        )}
      </div>
    </li>
  );
}

/** DELETE /api/cart/{productId}/{color} with the storefront's toasts (docs/storefront-texts.md#cart); the page and badge reload. */
function useRemoveLine(item: CartItem) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const id = toast.loading(PLEASE_WAIT);
    try {
      await api.delete(cartSchema, item.size === null ? lineUrl(item) : `${lineUrl(item)}?size=${encodeURIComponent(item.size)}`);
    } catch (error) {
      toast.error(isApiError(error, 401) ? NOT_LOGGED_IN : GENERIC_ERROR, {
        id,
      });
      setPending(false);
      // Signed out meanwhile: the page then asks to log in.
      if (isApiError(error, 401)) void revalidator.revalidate();
      return;
    }
    toast.success('Deleted item from cart!', { id });
    // The line disappears with the fresh cart; the button stays disabled until then.
    await revalidator.revalidate();
  }

  return { remove, pending };
}

/**
 * PUT /api/cart/{productId}/{color} `{ quantity, size? }`: − / + on a line. The server decides
 * (within 1..10 and the stock); its 409 ('Only n left in stock') is shown as it says.
 */
function useLineQuantity(item: CartItem) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  async function set(quantity: number) {
    setPending(true);
    try {
      await api.put(cartSchema, lineUrl(item), {
        quantity,
        ...(item.size === null ? {} : { size: item.size }),
      });
    } catch (error) {
      toast.error(isApiError(error, 401) ? NOT_LOGGED_IN : isApiError(error, 409) || isApiError(error, 400) ? error.message : GENERIC_ERROR);
      setPending(false);
      if (isApiError(error, 401) || isApiError(error, 409)) void revalidator.revalidate();
      return;
    }
    await revalidator.revalidate();
    setPending(false);
  }

  return { set, pending };
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
