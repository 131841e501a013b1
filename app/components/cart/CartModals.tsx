import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { useLocation } from 'react-router';
import type { CardProduct } from '../../lib/product-card';
import type { CheckoutRules } from '../../../common/checkout-rules';
import { buyNowOrder, type CheckoutOrder } from '../../lib/checkout';
import { GENERIC_ERROR } from '../../lib/messages';
import { takePendingAction } from '../../lib/pending-action';
import { useRootData } from '../../lib/root-data';
import { CartModalsContext, onlyChoice, useAddToCart, type CartModals } from '../../lib/use-cart-actions';
import { Spinner } from '../Spinner';

// Neither modal is on a page's first screen: each comes when it first opens (docs/decisions/0053).
const CheckoutModal = lazy(() => import('../checkout/CheckoutModal').then((module) => ({ default: module.CheckoutModal })));
const SelectColorModal = lazy(() => import('./SelectColorModal').then((module) => ({ default: module.SelectColorModal })));

type Open = { kind: 'color'; product: CardProduct } | { kind: 'checkout'; order: CheckoutOrder };

/**
 * Owns the 'Select Color' and 'Complete Order' modals for every page (useCartActions opens them).
 * A modal belongs to the page it was opened on: any navigation (a redirect to /login, Back, the
 * order confirmation) closes it.
 */
export function CartModalsProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [open, setOpen] = useState<{ modal: Open; on: string } | null>(null);
  const modals = useMemo<CartModals>(
    () => ({
      chooseColor: (product) => setOpen({ modal: { kind: 'color', product }, on: location.key }),
      checkout: (order) => setOpen({ modal: { kind: 'checkout', order }, on: location.key }),
    }),
    [location.key],
  );
  const modal = open?.on === location.key ? open.modal : null;
  const close = () => setOpen(null);
  useFinishPendingAction(modals, location.pathname);

  return (
    <CartModalsContext value={modals}>
      {children}
      {modal !== null && (
        <Suspense fallback={<ModalLoading />}>
          {modal.kind === 'color' ? <SelectColorModal product={modal.product} onClose={close} /> : <CheckoutModal order={modal.order} onClose={close} />}
        </Suspense>
      )}
    </CartModalsContext>
  );
}

/**
 * Back from /login (or /signup) on the page a signed-out shopper pressed Add, Add to Cart or Buy
 * Now on: the press is finished now (lib/pending-action.ts, docs/decisions/0026).
 */
function useFinishPendingAction(modals: CartModals, pathname: string) {
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  const rules: CheckoutRules | undefined = root?.checkout;
  const add = useAddToCart();

  useEffect(() => {
    if (!signedIn || rules === undefined) return;
    const action = takePendingAction(pathname);
    if (action === null) return;
    if (action.kind === 'add') {
      void add(action.productId, action.choice);
      return;
    }
    // Buy Now's order and a card's 'Select Color' need the product as it is now.
    import('../../lib/storefront-requests')
      .then(({ fetchProduct }) => fetchProduct(action.productId))
      .then((product) => {
        if (action.kind === 'buyNow') return modals.checkout(buyNowOrder(product, action.choice, rules));
        const only = onlyChoice(product);
        if (only) return void add(product._id, only);
        modals.chooseColor(product);
      })
      .catch(() => toast.error(GENERIC_ERROR));
    // Once per page and sign-in: `add`, `modals` and `rules` change with every render or revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, signedIn]);
}

/** While a modal's code is on its way (a moment on a slow connection): the page says it is busy. */
function ModalLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/30">
      <Spinner />
    </div>
  );
}
