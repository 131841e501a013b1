import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useRevalidator } from 'react-router';
import type { Cart, CartItem } from '../../../common/cart';
import { formatRupees } from '../../../common/money';
import { api, isApiError } from '../../lib/api';
import { imageAt, imageSrcSet } from '../../lib/images';
import { GENERIC_ERROR, NOT_LOGGED_IN, PLEASE_WAIT } from '../../lib/messages';

/** One cart line: picture, name, colour, quantity, price, stock, and its remove button. */
export function CartLine({ item }: { item: CartItem }) {
  const { remove, pending } = useRemoveLine(item);
  const href = `/product/${item.productId._id}`;
  const inStock = item.productId.inStock;
  return (
    <li className="flex gap-4 py-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img src={imageAt(item.primaryImage, 240)} srcSet={imageSrcSet(item.primaryImage)} sizes="112px" width={112} height={112} alt="" className={`size-24 rounded-lg bg-photo object-contain sm:size-28 ${inStock ? '' : 'opacity-60 grayscale'}`} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={href} className="line-clamp-2 font-medium text-zinc-900 hover:text-brand-800 hover:underline">
            {item.name}
          </Link>
          <button
            type="button"
            onClick={() => void remove()}
            disabled={pending}
            aria-label={`Remove ${item.name} (${item.color}) from cart`}
            className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
          >
            <TrashIcon />
          </button>
        </div>
        <p className="text-sm text-zinc-600">
          Colour: <span className="text-zinc-900">{item.color}</span>
          <span aria-hidden="true"> · </span>
          Qty: <span className="text-zinc-900">{item.quantity}</span>
        </p>
        <p className="font-bold text-zinc-900">
          {formatRupees(item.price)}
          {item.quantity > 1 && <span className="text-sm font-normal text-zinc-600"> each</span>}
        </p>
        {!inStock && <p className="w-fit rounded bg-danger-50 px-2 py-0.5 text-sm font-semibold text-danger-700">Out Of Stock</p>}
      </div>
    </li>
  );
}

/** DELETE /api/cart/{productId}/{color} with the spec's toasts (§8); the page and badge reload. */
function useRemoveLine(item: CartItem) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const id = toast.loading(PLEASE_WAIT);
    try {
      await api.delete<Cart>(`/api/cart/${encodeURIComponent(item.productId._id)}/${encodeURIComponent(item.color)}`);
    } catch (error) {
      toast.error(isApiError(error, 401) ? NOT_LOGGED_IN : GENERIC_ERROR, { id });
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

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
