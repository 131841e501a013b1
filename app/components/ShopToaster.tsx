import { ToastBar, Toaster, useToasterStore, type Toast } from 'react-hot-toast';
import { useModalOpen } from '../lib/open-modals';
import { toastOptions } from '../lib/toast';

/**
 * The toasts, top-centre (DESIGN.md). While a modal is open only the newest one shows (the one
 * created or replaced last): a stack of
 * them would run down over the modal's title on a phone (docs/decisions/0024). The others stay, and
 * show again as the newest goes, so a 'Please wait...' still stays until it is replaced (docs/storefront-texts.md#toasts).
 * Meanwhile they render nothing, so they take no height, and a toast that goes meanwhile goes at
 * once: react-hot-toast stacks toasts by their measured heights, and a merely invisible one kept
 * its place below the newest, over the title, where its exit animation then showed it.
 *
 * Below lg the navbar's controls reach its middle: there the toasts sit just below the sticky
 * navbar (h-16), not over it, so 'Added to cart!' leaves the cart link in view and tappable
 * (docs/decisions/0024). Not while a modal is open: its backdrop covers the navbar, and its title is near the top.
 *
 * A toast that has gone stays in the page for a second after its exit animation, transparent and
 * slid up over the navbar; react-hot-toast leaves its bar tappable, so it would swallow a tap on
 * the logo or the cart link. It takes no pointer events once it is leaving.
 */
const BELOW_NAVBAR = 'max-lg:top-18!';
const LEAVING = { pointerEvents: 'none' } as const;

export function ShopToaster() {
  const modalOpen = useModalOpen();
  // The newest news: the toast created or replaced last ('Creating order…' replaced by its answer
  // is news again, over a 'Please wait…' tapped meanwhile); react-hot-toast stamps both in createdAt.
  const newest = useToasterStore()
    .toasts.filter((toast) => toast.visible)
    .reduce<Toast | undefined>((latest, toast) => (latest === undefined || toast.createdAt > latest.createdAt ? toast : latest), undefined)?.id;
  return (
    <Toaster position="top-center" toastOptions={toastOptions} containerClassName={modalOpen ? undefined : BELOW_NAVBAR}>
      {(toast) => (modalOpen && toast.id !== newest ? <span hidden /> : <ToastBar toast={toast} style={toast.visible ? undefined : LEAVING} />)}
    </Toaster>
  );
}
