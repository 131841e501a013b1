import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { Product } from '../../common/catalog';
import { useRootData } from '../root';
import { NOT_LOGGED_IN, NOT_LOGGED_IN_CHECKOUT } from './messages';

/**
 * The storefront's buying buttons: a card's 'Add', the product page's 'Add to Cart' and 'Buy
 * Now'. Signed out, each sends the shopper to /login with the spec's toast (§5, §8). Signed in
 * they do nothing yet: the cart issue fills them in (Select Color modal, POST /api/cart, checkout).
 */
export function useCartActions() {
  const signedIn = Boolean(useRootData()?.user);
  const navigate = useNavigate();

  const sendToLogin = (message: string) => {
    toast.error(message);
    void navigate('/login');
  };

  return {
    addFromCard(_product: Product) {
      if (!signedIn) sendToLogin(NOT_LOGGED_IN);
    },
    addToCart(_product: Product, _color: string) {
      if (!signedIn) sendToLogin(NOT_LOGGED_IN);
    },
    buyNow(_product: Product, _color: string) {
      if (!signedIn) sendToLogin(NOT_LOGGED_IN_CHECKOUT);
    },
  };
}
