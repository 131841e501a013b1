import { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { useModalOpen } from '../lib/open-modals';
import { toastOptions } from '../lib/toast';

/**
 * The toasts, top-centre (DESIGN.md). While a modal is open only the newest one shows: a stack of
 * them would run down over the modal's title on a phone (docs/decisions/0024). The others stay, hidden, and
 * show again as the newest goes, so a 'Please wait...' still stays until it is replaced (docs/storefront-texts.md#toasts).
 *
 * Below lg the navbar's controls reach its middle: there the toasts sit just below the sticky
 * navbar (h-16), not over it, so 'Added to cart!' leaves the cart link in view and tappable
 * (docs/decisions/0024). Not while a modal is open: its backdrop covers the navbar, and its title is near the top.
 */
const BELOW_NAVBAR = 'max-lg:top-18!';

export function ShopToaster() {
  const modalOpen = useModalOpen();
  // Newest first, as react-hot-toast keeps them; the newest is the one at the top of the stack.
  const newest = useToasterStore().toasts.find((toast) => toast.visible)?.id;
  return (
    <Toaster position="top-center" toastOptions={toastOptions} containerClassName={modalOpen ? undefined : BELOW_NAVBAR}>
      {(toast) => <ToastBar toast={toast} style={modalOpen && toast.visible && toast.id !== newest ? { visibility: 'hidden' } : undefined} />}
    </Toaster>
  );
}
