import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  /** Right-aligns numbers, centres marks. */
  align?: 'left' | 'right' | 'center';
  /** Width class, e.g. 'w-16'. */
  className?: string;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * The admin's list table (DESIGN.md): dense rows, zebra stripes, a header that stays in view while
 * the page scrolls. `overflow-clip` rounds the corners without becoming a scroll container, which
 * would stop the header from sticking to the viewport.
 */
export function DataTable({ caption, columns, children, footer, scroll = false }: { caption: string; columns: Column[]; children: ReactNode; footer?: ReactNode; scroll?: boolean }) {
  // `scroll`: a wide table of figures scrolls sideways inside its box on a phone (the header then
  // stops sticking, which short tables do not need); the box is focusable so a keyboard can scroll it.
  const frame = scroll ? { className: 'overflow-x-auto', tabIndex: 0, role: 'region', 'aria-label': caption } : { className: 'overflow-clip' };
  return (
    <div {...frame} className={`-mx-4 ${frame.className} border-y border-zinc-200 bg-white sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm`}>
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`sticky top-0 z-10 border-b border-zinc-200 bg-zinc-100 px-2 py-2.5 text-xs font-semibold uppercase tracking-wide text-zinc-600 first:pl-4 last:pr-4 sm:px-3 ${ALIGN[column.align ?? 'left']} ${column.className ?? ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr:nth-child(even)]:bg-zinc-50 [&>tr>td]:border-b [&>tr>td]:border-zinc-100 [&>tr:last-child>td]:border-b-0 [&>tr:hover]:bg-brand-50/60">{children}</tbody>
        {footer && <tfoot className="bg-zinc-100 font-semibold text-zinc-900 [&>tr>td]:border-t [&>tr>td]:border-zinc-200">{footer}</tfoot>}
      </table>
    </div>
  );
}

/** A body cell with the table's padding. */
export function Cell({ children, align = 'left', className = '' }: { children?: ReactNode; align?: 'left' | 'right' | 'center'; className?: string }) {
  return <td className={`px-2 py-2 align-middle first:pl-4 last:pr-4 sm:px-3 ${ALIGN[align]} ${className}`}>{children}</td>;
}

/** A square thumbnail on the soft photo ground (size by class); an empty box when there is no image. */
export function Thumbnail({ src, alt = '', className = 'size-12' }: { src: string | null | undefined; alt?: string; className?: string }) {
  return src ? (
    <img src={src} alt={alt} width={48} height={48} loading="lazy" decoding="async" className={`aspect-square rounded-md bg-photo object-contain ${className}`} />
  ) : (
    <span aria-hidden="true" className={`block rounded-md bg-photo ${className}`} />
  );
}

/** An 'Edit' link-like action, 44 px tall, naming its row for screen readers. */
export const actionLinkClass =
  'inline-flex min-h-11 items-center rounded-md px-2 font-medium sm:px-3 text-brand-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700';
