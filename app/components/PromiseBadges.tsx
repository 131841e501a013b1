import type { ReactNode } from 'react';

interface PromiseBadgesProps {
  className?: string;
}

const ICON_PROPS = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  className: 'size-6',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PROMISES: { text: string; icon: ReactNode }[] = [
  {
    text: 'Fast Delivery',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
        <circle cx="7" cy="17.5" r="1.5" />
        <circle cx="17" cy="17.5" r="1.5" />
      </svg>
    ),
  },
  {
    text: '14-Day Replacement',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5" />
        <path d="M20 12a8 8 0 0 1-14 5.3L4 15M4 20v-5h5" />
      </svg>
    ),
  },
  {
    text: 'No Cancellation',
    icon: (
      <svg {...ICON_PROPS}>
        <circle cx="12" cy="12" r="9" />
        <path d="M5.6 5.6l12.8 12.8" />
      </svg>
    ),
  },
];

/** The product page's three promises, each an icon over its text. */
export function PromiseBadges({ className = '' }: PromiseBadgesProps) {
  return (
    <ul className={`grid grid-cols-3 gap-2 ${className}`}>
      {PROMISES.map(({ text, icon }) => (
        <li key={text} className="flex flex-col items-center gap-1.5 rounded-lg bg-brand-50 p-3 text-center">
          <span className="text-brand-800">{icon}</span>
          <span className="text-xs leading-tight font-medium text-gray-800 sm:text-sm">{text}</span>
        </li>
      ))}
    </ul>
  );
}
