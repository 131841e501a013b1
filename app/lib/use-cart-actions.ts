import { createContext, useContext, useRef } from 'react';
import { toast } from './toast';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Cart } from '../../common/cart';
import type { Product } from '../../common/catalog';
import type { CheckoutRules } from '../../common/checkout-rules';
import type { CardProduct } from './product-card';
import { useRootData } from './root-data';
import { buyNowOrder, cartOrder, type CheckoutOrder } from './checkout';
import { isSoldOut, type Choice } from './stock';
import { ADDED_TO_CART, GENERIC_ERROR, NOT_LOGGED_IN, NOT_LOGGED_IN_CHECKOUT, OUT_OF_STOCK, PLEASE_WAIT } from './messages';
import { savePendingAction, type PendingAction } from './pending-action';
import { productChoiceUrl } from './product-url';
import { withReturn } from './return-to';

/** The two modals the buying buttons open; app/components/cart/CartModals.tsx renders them. */
export interface CartModals {
  chooseColor(product: CardProduct): void;
  checkout(order: CheckoutOrder): void;
}

export const CartModalsContext = createContext<CartModals | null>(null);

/**
 * POST /api/cart of the chosen colour, size and quantity, with the storefront's toasts (docs/storefront-texts.md#cart). Afterwards
 * every loader runs again, so the navbar badge shows the server's count. Resolves true when added.
 */
export function useAddToCart() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();

  return async function addToCart(productId: string, { color, size, quantity }: Choice): Promise<boolean> {
    const id = toast.loading(PLEASE_WAIT);
    // The API client and its schemas come with the first add, not with the page (lib/storefront-requests.ts).
    const { addCartLine, isApiError } = await import('./storefront-requests');
    try {
      await addCartLine({ productId, quantity, color, ...(size === null ? {} : { size }) });
    } catch (error) {
      if (isApiError(error, 401)) {
        toast.error(NOT_LOGGED_IN, { id });
        void navigate(withReturn('/login', `${location.pathname}${location.search}`), { defaultShouldRevalidate: true });
        return false;
      }
      toast.error(GENERIC_ERROR, { id });
      // A conflict or a refused choice says why (out of stock, only n left, the most of one
      // line, a size to pick): worth telling the shopper.
      if (isApiError(error, 409) || isApiError(error, 400)) toast.error(error.message);
      return false;
    }
    toast.success(ADDED_TO_CART, { id });
    void revalidator.revalidate();
    return true;
  };
}

/**
 * A card's 'Add' with nothing to choose (one colour, at most one size, not sold out): that choice,
 * added at once. Null when the shopper has something to pick in 'Select Color'.
 */
export function onlyChoice(product: Pick<CardProduct, 'colors' | 'sizes'>): Choice | null {
  const [color] = product.colors;
  if (product.colors.length !== 1 || color === undefined || product.sizes.length > 1) return null;
  const size = product.sizes[0] ?? null;
  return isSoldOut(color, size) ? null : { color: color.name, size, quantity: 1 };
}

/**
 * The storefront's buying buttons: a card's 'Add' (Select Color modal), the product page's 'Add
 * to Cart' (the chosen colour, at once) and 'Buy Now', and the cart's 'Checkout' (the 'Complete
 * Order' modal). Signed out, each says so (docs/storefront-texts.md#cart, #checkout); all but Checkout then go to /login.
 */
export function useCartActions() {
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  // Before the root's data is in (never, in practice), checkout offers what the environment's defaults would: no COD.
  const rules: CheckoutRules = root?.checkout ?? { codEnabled: false, codMaxOrderValue: null, cartDeliveryCharge: 0, freeDeliveryAbove: null, onlyWithinState: null };
  const modals = useContext(CartModalsContext);
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();
  // A second click on 'Add to Cart' while the first is on its way would add a second piece.
  const adding = useRef(false);

  /**
   * Signed out: the spec's toast and /login, which brings the shopper back to `returnTo` and
   * finishes `action` there (lib/pending-action.ts, docs/decisions/0026).
   */
  const sendToLogin = (message: string, action: PendingAction, returnTo: string) => {
    toast.error(message);
    savePendingAction(action, returnTo);
    void navigate(withReturn('/login', returnTo));
  };

  const addOnce = (productId: string, choice: Choice) => {
    if (adding.current) return;
    adding.current = true;
    void add(productId, choice).finally(() => {
      adding.current = false;
    });
  };

  return {
    addFromCard(product: CardProduct) {
      if (!signedIn) return sendToLogin(NOT_LOGGED_IN, { kind: 'cardAdd', productId: product._id }, `${location.pathname}${location.search}`);
      // Nothing to choose: no 'Select Color' with a single option, the add at once.
      const only = onlyChoice(product);
      if (only) return addOnce(product._id, only);
      modals?.chooseColor(product);
    },
    addToCart(product: Product, choice: Choice) {
      if (!signedIn) return sendToLogin(NOT_LOGGED_IN, { kind: 'add', productId: product._id, choice }, productChoiceUrl(product._id, choice));
      addOnce(product._id, choice);
    },
    buyNow(product: Product, choice: Choice) {
      if (!signedIn) return sendToLogin(NOT_LOGGED_IN_CHECKOUT, { kind: 'buyNow', productId: product._id, choice }, productChoiceUrl(product._id, choice));
      modals?.checkout(buyNowOrder(product, choice, rules));
    },
    /** `rules` as the cart page loaded them (see routes/cart.tsx). */
    checkoutCart(cart: Cart, cartRules: CheckoutRules) {
      if (!signedIn) return void toast.error(NOT_LOGGED_IN_CHECKOUT);
      if (cart.cartItems.some((item) => !item.productId.inStock)) return void toast.error(OUT_OF_STOCK);
      // A line the seller changed (a colour or size gone, too few left): say which and why.
      const problem = cart.cartItems.find((item) => item.problem !== null)?.problem;
      if (problem) return void toast.error(problem.message);
      modals?.checkout(cartOrder(cart, cartRules));
    },
  };
}
