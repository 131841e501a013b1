import { useState } from 'react';
import type { Product } from '../../../common/catalog';
import { colorToCss } from '../../lib/colors';
import { Price } from '../Price';
import { PromiseBadges } from '../PromiseBadges';
import { Stars } from '../Stars';
import { Gallery } from './Gallery';

const UNAVAILABLE = 'This item is currently unavailable!';

interface ProductDetailProps {
  product: Product;
  onAddToCart?: (color: string) => void;
  onBuyNow?: (color: string) => void;
}

export function ProductDetail({ product, onAddToCart, onBuyNow }: ProductDetailProps) {
  const [colorIndex, setColorIndex] = useState(0);
  const color = product.colors[colorIndex] ?? product.colors[0];
  const images = color?.images.length ? color.images : [product.primaryImage];

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {/* Keyed by colour: choosing a colour starts its gallery at the first image. */}
      <Gallery key={color?._id ?? 'none'} images={images} video={product.video} alt={`${product.name}${color ? ` in ${color.name}` : ''}`} />

      <div className="pb-24 lg:pb-0">
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{product.category.name}</p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{product.name}</h1>
        <div className="mt-2">
          <Stars rating={product.rating} />
        </div>
        <div className="mt-4">
          <Price actual={product.actualPrice} selling={product.discountPrice} size="lg" />
          <p className="mt-1 text-sm text-zinc-600">Inclusive of all taxes</p>
        </div>

        {product.colors.length > 0 && (
          <fieldset className="mt-6">
            <legend className="font-semibold">
              Colour: <span className="font-normal">{color?.name}</span>
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {product.colors.map((option, index) => {
                const css = colorToCss(option.name);
                return (
                  <button
                    key={option._id}
                    type="button"
                    onClick={() => setColorIndex(index)}
                    aria-pressed={index === colorIndex}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm ${index === colorIndex ? 'border-brand-600 ring-2 ring-brand-200' : 'border-zinc-300 hover:border-zinc-400'}`}
                  >
                    <span className="size-5 rounded-full border border-zinc-300" style={{ background: css ?? '#e4e4e7' }} aria-hidden="true" />
                    {option.name}
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}

        <p className="mt-6 whitespace-pre-line leading-relaxed text-zinc-800">{product.description}</p>
        {product.features && <p className="mt-3 text-sm text-zinc-700">{product.features}</p>}

        <div className="mt-6">
          <PromiseBadges />
        </div>

        {product.inStock ? (
          <div data-sticky-bar className="fixed inset-x-0 bottom-0 z-20 flex gap-3 border-t border-zinc-200 bg-white p-3 lg:static lg:mt-8 lg:border-0 lg:p-0">
            <button
              type="button"
              onClick={() => color && onAddToCart?.(color.name)}
              className="min-h-12 flex-1 rounded-lg border-2 border-brand-700 font-semibold text-brand-800 hover:bg-brand-50 lg:flex-none lg:px-10"
            >
              Add to Cart
            </button>
            <button
              type="button"
              onClick={() => color && onBuyNow?.(color.name)}
              className="min-h-12 flex-1 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 lg:flex-none lg:px-10"
            >
              Buy Now
            </button>
          </div>
        ) : (
          <p className="mt-8 rounded-lg bg-red-50 p-4 font-semibold text-red-800">{UNAVAILABLE}</p>
        )}
      </div>
    </div>
  );
}
