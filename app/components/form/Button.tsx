import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-50',
};

/**
 * Classes of a button (or a link that looks like one): at least 44 px tall, full width on
 * phones; `block` keeps it full width on every screen (the narrow form cards).
 */
export function buttonClass(variant: Variant = 'primary', block = false): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-6 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${block ? 'w-full' : 'w-full sm:w-auto'} ${variants[variant]}`;
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  block?: boolean;
  /** Shows a spinner and disables the button while the request runs. */
  pending?: boolean;
}

export function Button({ variant = 'primary', block = false, pending = false, disabled, className = '', children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || pending} aria-busy={pending || undefined} className={`${buttonClass(variant, block)} ${className}`} {...rest}>
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  );
}
