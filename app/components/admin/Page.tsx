import type { ReactNode } from 'react';

/** An admin page's frame: a heading, optional actions beside it (beneath on phones), the content. */
export function AdminPage({ title, actions, children, width = 'wide' }: { title: string; actions?: ReactNode; children: ReactNode; width?: 'wide' | 'form' | 'narrow' }) {
  const max = width === 'wide' ? 'max-w-7xl' : width === 'form' ? 'max-w-6xl' : 'max-w-2xl';
  return (
    <div className={`mx-auto w-full ${max} px-4 py-6 sm:py-8`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{title}</h1>
        {actions && <div className="flex flex-col gap-2 sm:flex-row">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A white card on the admin's grey ground, flat to the edges on phones. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`-mx-4 border-y border-zinc-200 bg-white p-4 sm:mx-0 sm:rounded-xl sm:border sm:p-6 sm:shadow-sm ${className}`}>{children}</div>;
}

/** A titled group of form fields inside a card. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-zinc-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-zinc-600">{description}</p>}
      <div className="mt-4 grid gap-4">{children}</div>
    </Card>
  );
}

/** A failed list load, in place of the table (docs/storefront-texts.md#toasts: 'Error loading products: …'). */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-danger-100 bg-danger-50 px-4 py-6 text-center font-medium text-danger-800">
      {children}
    </p>
  );
}

/** An empty list, in place of the table (docs/storefront-texts.md#screens: 'No products available.'). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-zinc-300 bg-white px-4 py-12 text-center text-zinc-600">{children}</p>;
}

/** A button that deletes something: the secondary button's shape in red. */
export const dangerButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-6 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto';

/** The form's buttons, kept in view at the bottom of the screen while a long form scrolls. */
export function FormActions({ children, message }: { children: ReactNode; message?: string | null }) {
  return (
    // Sticky from tablets up; on phones three stacked buttons would cover too much of the form.
    <div className="-mx-4 border-t border-zinc-200 bg-white px-4 py-3 sm:sticky sm:bottom-0 sm:z-20 sm:mx-0 sm:rounded-xl sm:border sm:bg-white/95 sm:shadow-sm sm:backdrop-blur">
      {message && (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">{children}</div>
    </div>
  );
}
