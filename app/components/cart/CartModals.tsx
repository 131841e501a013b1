import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Product } from '../../../common/catalog';
import type { CheckoutOrder } from '../../lib/checkout';
import { CartModalsContext, type CartModals } from '../../lib/use-cart-actions';
import { CheckoutModal } from '../checkout/CheckoutModal';
import { SelectColorModal } from './SelectColorModal';

type Open = { kind: 'color'; product: Product } | { kind: 'checkout'; order: CheckoutOrder };

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

  return (
    <CartModalsContext value={modals}>
      {children}
      {modal?.kind === 'color' && <SelectColorModal product={modal.product} onClose={close} />}
      {modal?.kind === 'checkout' && <CheckoutModal order={modal.order} onClose={close} />}
    </CartModalsContext>
  );
}
