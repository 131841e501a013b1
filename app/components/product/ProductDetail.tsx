import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CART_MESSAGES, lineMaxQuantity, quantityLimitNote, stockLeft } from '../../../common/cart-limits';
import type { Product, ProductColor } from '../../../common/catalog';
import { NO_GUESS_SWATCH, swatchCss } from '../../lib/colors';
import { colorIndexFromUrl, COLOR_PARAM, quantityFromUrl, QUANTITY_PARAM, sizeFromUrl, SIZE_PARAM } from '../../lib/product-url';
import { isSoldOut, lowStockNote, type Choice } from '../../lib/stock';
import { useHydrated } from '../../lib/use-hydrated';
import { Price } from '../Price';
import { PromiseBadges } from '../PromiseBadges';
import { Stars } from '../Stars';
import { DeliveryNote } from './DeliveryNote';
import { Gallery } from './Gallery';
import { QuantityStepper } from './QuantityStepper';
import { SizeChooser } from './SizeChooser';

const UNAVAILABLE = 'This item is currently unavailable!';

interface ProductDetailProps {
  product: Product;
  onAddToCart?: (choice: Choice) => void;
  onBuyNow?: (choice: Choice) => void;
}

/** A colour with nothing left: every size (or the colour itself) tracked at 0. */
function colorSoldOut(color: ProductColor, sizes: readonly string[]): boolean {
  return sizes.length > 0 ? sizes.every((size) => isSoldOut(color, size)) : isSoldOut(color, null);
}

export function ProductDetail({ product, onAddToCart, onBuyNow }: ProductDetailProps) {
  const { sizes } = product;
  // The URL's choice first (`?color=` of a shared link; size and quantity after a login), in the server's HTML too.
  const [searchParams, setSearchParams] = useSearchParams();
  // The quantity's − and + need JavaScript: disabled until the page is hydrated. Everything else
  // works before (or without) it as plain forms (docs/decisions/0051): a colour is a GET of this
  // page with `?color=`, the sizes are radios, Add to Cart and Buy Now post to the cart's action.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const colorFormId = useId();
  // Else start on the first colour that has something left.
  const [colorIndex, setColorIndex] = useState(
    () =>
      colorIndexFromUrl(product, searchParams) ??
      Math.max(
        0,
        product.colors.findIndex((option) => !colorSoldOut(option, sizes)),
      ),
  );
  // One size only: nothing to choose. Several: the shopper picks (a guessed size is a wrong parcel).
  const [size, setSize] = useState<string | null>(() => {
    const first = product.colors[colorIndex];
    const wanted = sizeFromUrl(product, searchParams) ?? (sizes.length === 1 ? sizes[0]! : null);
    return wanted !== null && !isSoldOut(first, wanted) ? wanted : null;
  });
  const [quantity, setQuantity] = useState(() => Math.max(1, Math.min(quantityFromUrl(searchParams) ?? 1, lineMaxQuantity(stockLeft(product.colors[colorIndex], size)))));
  const [sizeError, setSizeError] = useState(false);
  // How many times a button was pressed without a size: each press brings the picker into view again.
  const [sizeNudges, setSizeNudges] = useState(0);
  const sizePicker = useRef<HTMLDivElement>(null);
  const sizeErrorId = useId();
  const color = product.colors[colorIndex] ?? product.colors[0];
  const images = color?.images.length ? color.images : [product.primaryImage];
  const needsSize = sizes.length > 0;
  const left = needsSize && size === null ? null : stockLeft(color, size);
  const max = lineMaxQuantity(left);
  const soldOut = color !== undefined && (needsSize && size !== null ? isSoldOut(color, size) : colorSoldOut(color, sizes));
  const lowNote = lowStockNote(left);
  // + stops at the cart's limit or at what is left: say why, as the cart does.
  const limitNote = soldOut || lowNote !== null ? null : quantityLimitNote(quantity, max);

  function chooseColor(index: number) {
    const next = product.colors[index];
    setColorIndex(index);
    // The colour goes in the URL (a shared link opens on it), replacing the entry: Back leaves the product, not the colour.
    setSearchParams(
      (params) => {
        params.set(COLOR_PARAM, next?.name ?? '');
        params.delete(SIZE_PARAM);
        params.delete(QUANTITY_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // The size chosen may have none left in the new colour; the quantity may be more than is left.
    if (size !== null && isSoldOut(next, size)) setSize(null);
    setQuantity((current) => Math.max(1, Math.min(current, lineMaxQuantity(stockLeft(next, size)))));
  }

  // On a phone the picker is far above the sticky buttons: without this the press looks dead.
  useEffect(() => {
    const picker = sizePicker.current;
    if (sizeNudges === 0 || !picker) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    picker.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    picker.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  }, [sizeNudges]);

  function choose(act: ((choice: Choice) => void) | undefined) {
    if (!color) return;
    if (needsSize && size === null) {
      setSizeError(true);
      setSizeNudges((count) => count + 1);
      return;
    }
    act?.({ color: color.name, size, quantity });
  }

  return (
    <div className="grid gap-8 *:min-w-0 lg:grid-cols-2">
      {/* The colour buttons' form (their `form` attribute): without JavaScript a colour opens this page on it. */}
      <form id={colorFormId} method="get" action={pathname} hidden />
      {/* Keyed by colour: choosing a colour starts its gallery at the first image. */}
      <Gallery key={color?._id ?? 'none'} images={images} video={product.video} alt={`${product.name}${color ? ` in ${color.name}` : ''}`} />

      <form method="post" action="/cart">
        <input type="hidden" name="productId" value={product._id} />
        {color && <input type="hidden" name="color" value={color.name} />}
        <input type="hidden" name={QUANTITY_PARAM} value={quantity} />
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{product.category.name}</p>
        <h1 className="mt-1 text-2xl font-bold wrap-anywhere sm:text-3xl">{product.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3">
          <Stars rating={product.rating} />
          {product.reviewCount > 0 && (
            <a href="#reviews" className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {product.reviewCount.toLocaleString('en-IN')} {product.reviewCount === 1 ? 'review' : 'reviews'}
            </a>
          )}
        </div>
        <div className="mt-4">
          <Price actual={product.actualPrice} selling={product.discountPrice} size="lg" />
          <p className="mt-1 text-sm text-zinc-600">Inclusive of all taxes</p>
          <DeliveryNote product={product} quantity={quantity} />
        </div>

        {product.colors.length > 0 && (
          <fieldset className="mt-6">
            <legend className="font-semibold">
              Colour: <span className="font-normal">{color?.name}</span>
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {product.colors.map((option, index) => {
                const css = swatchCss(option);
                const gone = colorSoldOut(option, sizes);
                return (
                  <button
                    key={option._id}
                    type="submit"
                    form={colorFormId}
                    name={COLOR_PARAM}
                    value={option.name}
                    onClick={(event) => {
                      event.preventDefault();
                      chooseColor(index);
                    }}
                    aria-pressed={index === colorIndex}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm ${index === colorIndex ? 'border-brand-600 ring-2 ring-brand-200' : 'border-zinc-300 hover:border-zinc-400'} ${gone ? 'text-zinc-600 line-through' : ''}`}
                  >
                    <span className="size-5 rounded-full border border-zinc-300" style={{ background: css ?? NO_GUESS_SWATCH }} aria-hidden="true" />
                    {option.name}
                    {gone && <span className="sr-only"> (sold out)</span>}
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}

        {needsSize && (
          // Keyed by the presses: the highlight's fade plays again on every one.
          <div key={sizeNudges} ref={sizePicker} className="mt-6">
            <SizeChooser
              name="size"
              sizes={sizes}
              color={color}
              value={size}
              invalid={sizeError}
              errorId={sizeErrorId}
              onChange={(next) => {
                setSize(next);
                setSizeError(false);
                setQuantity((current) => Math.max(1, Math.min(current, lineMaxQuantity(stockLeft(color, next)))));
              }}
            />
            {sizeError && (
              <p id={sizeErrorId} role="alert" className="mt-3 text-sm font-medium text-red-700">
                {CART_MESSAGES.selectSize}
              </p>
            )}
          </div>
        )}

        {product.inStock && (
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <span aria-hidden="true" className="font-semibold text-zinc-900">
              Quantity
            </span>
            <QuantityStepper label="Quantity" value={quantity} max={Math.max(1, max)} disabled={soldOut || !hydrated} onChange={setQuantity} />
            {soldOut ? <p className="font-semibold text-danger-700">Sold out in this {needsSize && size !== null ? 'size' : 'colour'}</p> : lowNote && <p className="font-semibold text-warning-800">{lowNote}</p>}
            {limitNote && <p className="text-sm text-zinc-600">{limitNote}</p>}
          </div>
        )}

        <p className="mt-6 whitespace-pre-line leading-relaxed wrap-anywhere text-zinc-800">{product.description}</p>
        {product.features && <p className="mt-3 text-sm wrap-anywhere text-zinc-700">{product.features}</p>}

        <div className="mt-6">
          <PromiseBadges />
        </div>

        {product.inStock ? (
          <div data-sticky-bar className="fixed inset-x-0 bottom-0 z-20 flex gap-3 border-t border-zinc-200 bg-white p-3 lg:static lg:mt-8 lg:border-0 lg:p-0">
            <button
              type="submit"
              name="intent"
              value="add"
              onClick={(event) => {
                event.preventDefault();
                choose(onAddToCart);
              }}
              disabled={soldOut}
              className="relative inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg border-2 border-brand-700 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50 lg:flex-none lg:px-10"
            >
              Add to Cart
            </button>
            <button
              type="submit"
              name="intent"
              value="buy"
              onClick={(event) => {
                event.preventDefault();
                choose(onBuyNow);
              }}
              disabled={soldOut}
              className="relative inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 lg:flex-none lg:px-10"
            >
              Buy Now
            </button>
          </div>
        ) : (
          <p className="mt-8 rounded-lg bg-red-50 p-4 font-semibold text-red-800">{UNAVAILABLE}</p>
        )}
      </form>
    </div>
  );
}
