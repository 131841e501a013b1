interface SpinnerProps {
  /** Read by screen readers instead of the default 'Loading…'. */
  label?: string;
  className?: string;
}

/** A centred spinning ring; the live region tells assistive tech that something is loading. */
export function Spinner({ label = 'Loading…', className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center p-8 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
