import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { modalOpened } from '../lib/open-modals';

interface ModalProps {
  title: string;
  /** Escape, the backdrop and the close button call this; the parent unmounts the modal. */
  onClose: () => void;
  children: ReactNode;
  /** Optional text under the title, read with it (aria-describedby). */
  description?: string;
  /** The actions: they stay in view under the content, which scrolls when it is too tall. */
  footer?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The shop's one dialog (DESIGN.md): a centred card on desktop, a bottom sheet on phones. Focus
 * moves in on open (to a control marked data-autofocus, else the content's checked radio or first control), Tab stays inside, Escape and the
 * backdrop close it, and focus returns to what had it before. Rendered into <body> above the
 * page (z-50) but below the toasts, so 'Please wait...' stays readable while it is open. Mount it
 * only while open: it is client-only (opened by a click), never part of the server render.
 */
export function Modal({ title, onClose, children, description, footer }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose without re-running the effect (which would steal focus back to the start).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? content.current?.querySelector<HTMLElement>('input:checked') ?? content.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // While it is open only the newest toast shows (ShopToaster): a stack would cover the title.
    const closed = modalOpened();
    // Focus that lands outside anyway (a screen reader's cursor, a click on the page behind) comes back in.
    const keepInside = (event: FocusEvent) => {
      if (panel.current && event.target instanceof Node && !panel.current.contains(event.target)) panel.current.focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      document.removeEventListener('focusin', keepInside);
      document.body.style.overflow = overflow;
      closed();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !isRadioNotChecked(element));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4" onKeyDown={onKeyDown}>
      {/* The backdrop is a click target only; keyboard users have Escape and the buttons. */}
      <div aria-hidden="true" data-testid="modal-backdrop" className="absolute inset-0 bg-zinc-950/50 animate-fade-in" onClick={() => close.current()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative flex max-h-[90dvh] w-full flex-col rounded-t-2xl bg-white px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-xl outline-none animate-sheet-in sm:max-w-md sm:animate-fade-in sm:rounded-2xl sm:p-6"
      >
        {/* The grab bar says 'bottom sheet' on phones; purely visual. */}
        <span aria-hidden="true" className="mx-auto -mt-2 mb-3 h-1.5 w-10 shrink-0 rounded-full bg-zinc-300 sm:hidden" />
        <div className="flex shrink-0 items-start justify-between gap-4">
          <h2 id={titleId} className="pt-2 text-xl font-bold text-zinc-900">
            {title}
          </h2>
          <button type="button" onClick={() => close.current()} aria-label="Close" className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-700">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="mt-1 shrink-0 text-sm text-zinc-600">
            {description}
          </p>
        )}
        {/* Room around the controls, so the scroll box does not clip their focus rings. */}
        <div ref={content} className="-mx-1 mt-3 min-h-0 flex-1 overflow-y-auto px-1 py-1">
          {children}
        </div>
        {footer && <div className="mt-4 shrink-0">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/** The buttons of a modal's footer: stacked, primary on top, on phones; in a row on desktop. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/** Tab reaches a radio group through its checked radio only, so the others are not stops. */
function isRadioNotChecked(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && element.type === 'radio' && !element.checked;
}
