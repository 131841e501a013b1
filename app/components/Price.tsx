import { discountPercent, formatRupees } from '../../common/money';

interface PriceProps {
  /** List price (actualPrice). */
  actual: number;
  /** Selling price (discountPrice). */
  selling: number;
  /** 'md' on cards, 'lg' on the product page. */
  size?: 'md' | 'lg';
}

/** Selling price first and bold, then the struck-through list price and the saving, e.g. '35% off'. */
export function Price({ actual, selling, size = 'md' }: PriceProps) {
  const percent = discountPercent(actual, selling);
  const hasSaving = actual > selling;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`font-bold text-gray-900 ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>
        <span className="sr-only">Price: </span>
        {formatRupees(selling)}
      </span>
      {hasSaving && (
        <>
          <s className={`text-gray-600 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
            <span className="sr-only">List price: </span>
            {formatRupees(actual)}
          </s>
          {percent > 0 && (
            <span className={`font-semibold text-accent-700 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
              {percent}% off
            </span>
          )}
        </>
      )}
    </p>
  );
}
