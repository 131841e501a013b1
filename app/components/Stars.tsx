import { starIcons, type StarIcon } from '../lib/product-display';

interface StarsProps {
  rating: number;
  /** 'sm' on cards, 'md' on the product page. */
  size?: 'sm' | 'md';
}

const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** Five stars (full, half, empty) and the rating in brackets: '★★★★½ (4.5)'. */
export function Stars({ rating, size = 'sm' }: StarsProps) {
  // Trim float noise from the API (4.499999 → 4.5) without forcing a decimal on whole numbers.
  const shown = Number(rating.toFixed(1));
  const iconSize = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={`Rated ${shown} out of 5`} className="inline-flex">
        {starIcons(rating).map((icon, index) => (
          <StarGlyph key={index} icon={icon} className={iconSize} />
        ))}
      </span>
      <span aria-hidden="true" className={size === 'sm' ? 'text-sm text-gray-600' : 'text-gray-700'}>
        ({shown})
      </span>
    </span>
  );
}

/** One star: marigold when full, grey when empty, and a grey one half covered by a marigold one. */
function StarGlyph({ icon, className }: { icon: StarIcon; className: string }) {
  if (icon !== 'half') {
    return <StarSvg className={`${className} ${icon === 'full' ? 'fill-accent-500' : 'fill-gray-300'}`} />;
  }
  return (
    <span className={`relative inline-block ${className}`}>
      <StarSvg className="absolute inset-0 size-full fill-gray-300" />
      <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
        <StarSvg className={`${className} fill-accent-500`} />
      </span>
    </span>
  );
}

function StarSvg({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`shrink-0 ${className}`} aria-hidden="true">
      <path d={STAR_PATH} />
    </svg>
  );
}
