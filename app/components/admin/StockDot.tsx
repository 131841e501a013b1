/**
 * The product list's stock mark (docs/storefront-texts.md#screens): a green or red dot, its meaning in words for screen
 * readers and as a tooltip; `decorative` beside words that already say it (the legend).
 */
export function StockDot({ inStock, decorative = false }: { inStock: boolean; decorative?: boolean }) {
  const label = inStock ? 'In stock' : 'Out of stock';
  return (
    <span className="inline-flex items-center justify-center" title={decorative ? undefined : label}>
      <span aria-hidden="true" className={`size-3 rounded-full ring-2 ${inStock ? 'bg-success-600 ring-success-100' : 'bg-danger-600 ring-danger-100'}`} />
      {!decorative && <span className="sr-only">{label}</span>}
    </span>
  );
}
