import type { CSSProperties } from 'react';
import { starIcons } from '../lib/product-display';

interface StarsProps {
  rating: number;
  /** 'sm' on cards, 'md' on the product page. */
  size?: 'sm' | 'md';
}

/** How much of its square each star paints. */
const STAR_SHARE = { full: 1, half: 0.5, empty: 0 } as const;

/**
 * Five stars (full, half, empty) and the rating in brackets: '★★★★½ (4.5)'. The stars are one
 * element, not five SVGs (a home page has 29 cards): a row of squares masked by a star (a data
 * URL, so no request waits for it), painted marigold up to the rating (in half stars) and grey
 * after it.
 */
export function Stars({ rating, size = 'sm' }: StarsProps) {
  // Trim float noise from the API (4.499999 → 4.5) without forcing a decimal on whole numbers.
  const shown = Number(rating.toFixed(1));
  const filled = starIcons(rating).reduce((sum, icon) => sum + STAR_SHARE[icon], 0) * 20;
  return (
    <span className="inline-flex items-center gap-1">
      <span
        role="img"
        aria-label={`Rated ${shown} out of 5`}
        style={{ '--filled': `${filled}%` } as CSSProperties}
        className={`inline-block shrink-0 bg-[linear-gradient(to_right,var(--color-accent-500)_var(--filled),var(--color-gray-300)_var(--filled))] mask-[url(data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270,0,20,20%27%3E%3Cpath%20d=%27M10,1.5l2.6,5.3,5.9.9-4.3,4.1,1,5.8L10,14.9l-5.2,2.7,1-5.8L1.5,7.7l5.9-.9L10,1.5z%27/%3E%3C/svg%3E)] mask-size-[auto_100%] mask-repeat-x forced-color-adjust-none ${size === 'sm' ? 'h-4 w-20' : 'h-5 w-25'}`}
      />
      <span aria-hidden="true" className={size === 'sm' ? 'text-sm text-gray-600' : 'text-gray-700'}>
        ({shown})
      </span>
    </span>
  );
}
