import { Link } from 'react-router';
import type { Route } from './+types/cart';
import { CART_MESSAGES, type Cart } from '../../common/cart';
import { freeDeliveryNudge, OUT_OF_STOCK } from '../../common/checkout-messages';
import type { CheckoutRules } from '../../common/checkout-rules';
import type { QuoteAnswer } from '../../common/orders';
import { formatRupees } from '../../common/money';
import { Protected } from '../components/auth/Protected';
import { CartLine } from '../components/cart/CartLine';
import { buttonClass, Button } from '../components/form/Button';
import { cartOrder, orderableCart, quotePayload, quotedFigures, type CheckoutFigures } from '../lib/checkout';
import { QUOTE_FAILED } from '../lib/messages';
import { privatePageMeta } from '../lib/seo';
import type { NoticeCode } from '../lib/notice.server';
import { field, redirectAfterForm, refusalOf } from '../lib/page-action.server';
import { productChoiceUrl, QUANTITY_PARAM, quantityFromUrl } from '../lib/product-url';
import { sameSitePath, withReturn } from '../lib/return-to';
import type { Choice } from '../lib/stock';
import { onlyChoice, useCartActions } from '../lib/use-cart-actions';
import { useHydrated } from '../lib/use-hydrated';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta({ title: 'Your Cart', description: 'The products in your cart.', shopName: matches[0].loaderData?.shopName });

// Signed out there is nothing to load: the page shows the login prompt. A failure to load the
// cart throws to the generic error screen (docs/storefront-texts.md#screens).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.auth.customer(request);
  const rules = await context.services.checkout.rules();
  if (user === null) return { cart: null, rules, quote: null };
  const cart = await context.services.cart.getCart(user._id);
  // The summary's figures are the quote's, by the pricing that places the order (docs/decisions/0060),
  // of the lines that can be ordered; without one (nothing to order, or it failed) the page shows no amount of its own.
  const orderable = orderableCart(cart).cart;
  const quote = orderable.cartItems.length === 0 ? null : await context.services.checkout.quote(user._id, quotePayload(cartOrder(orderable, rules), 'online', null)).catch(() => null);
  return { cart, rules, quote };
}

/** What the buying forms post here without JavaScript: a card's Add, the product page's Add to Cart or Buy Now. */
const INTENTS = ['card', 'add', 'buy'] as const;
type Intent = (typeof INTENTS)[number];

/**
 * The buying buttons' forms posted without JavaScript (docs/decisions/0051): the same POST
 * /api/cart as the script's, through the API in-process, then a redirect with the one-time notice
 * the script would have toasted. Signed out, to /login as the script goes (Buy Now with the
 * checkout's words); Buy Now signed in puts the item in the cart and opens the cart, whose
 * Checkout is the next step (the 'Complete Order' modal needs the scripts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent: Intent = INTENTS.find((name) => name === field(form, 'intent')) ?? 'add';
  const productId = field(form, 'productId');
  const back = sameSitePath(field(form, 'redirectTo')) ?? `/product/${encodeURIComponent(productId)}`;
  const done = (location: string, notice?: NoticeCode, from?: Response) => redirectAfterForm(location, { notice, from, publicUrl: context.shop.publicUrl });
  const signedOut = intent === 'buy' ? 'signed-out-checkout' : 'signed-out';
  // The product page returns with the choice in its URL, as the script's login does (docs/decisions/0026).
  const typed = (): Choice => {
    const size = field(form, 'size');
    const quantity = quantityFromUrl(new URLSearchParams({ [QUANTITY_PARAM]: field(form, QUANTITY_PARAM) })) ?? 1;
    return { color: field(form, 'color'), size: size === '' ? null : size, quantity };
  };
  if ((await context.auth.customer(request)) === null) return done(withReturn('/login', intent === 'card' ? back : productChoiceUrl(productId, typed())), signedOut);

  let choice: Choice;
  if (intent === 'card') {
    const product = await context.services.catalog.getProduct(productId).catch(() => null);
    if (product === null) return done(back, 'error');
    // Something to choose ('Select Color' with the scripts): the product page is where it is chosen.
    const only = onlyChoice(product);
    if (only === null) return done(`/product/${encodeURIComponent(product._id)}`);
    choice = only;
  } else {
    choice = typed();
  }
  const { color, size, quantity } = choice;
  const answer = await context.api(request, { method: 'POST', path: '/api/cart', body: { productId, quantity, color, ...(size === null ? {} : { size }) } });
  const returnTo = intent === 'card' ? back : productChoiceUrl(productId, choice);
  if (answer.ok) return done(intent === 'buy' ? '/cart' : returnTo, 'added', answer);
  if (answer.status === 401) return done(withReturn('/login', returnTo), signedOut);
  return done(returnTo, addRefusalNotice((await refusalOf(answer)).message));
}

/** The notice for a refused add: the API's reason when it is one of the fixed texts, else the generic error. */
function addRefusalNotice(message: string | null): NoticeCode {
  if (message === OUT_OF_STOCK) return 'out-of-stock';
  if (message === CART_MESSAGES.selectSize) return 'select-size';
  if (message === CART_MESSAGES.unavailable) return 'unavailable';
  return 'error';
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <Protected>
        {() => (
          <>
            <h1 className="text-3xl font-bold text-zinc-900">Your Cart</h1>
            {cart === null || cart.cartItems.length === 0 ? <EmptyCart /> : <CartContents cart={cart} rules={loaderData.rules} quote={loaderData.quote} />}
          </>
        )}
      </Protected>
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-6 py-16 text-center">
      <p className="text-lg text-zinc-700">Your cart is empty. Start shopping!</p>
      <Link to="/products" className={buttonClass('primary')}>
        Shop Now
      </Link>
    </div>
  );
}

function CartContents({ cart, rules, quote }: { cart: Cart; rules: CheckoutRules; quote: QuoteAnswer | null }) {
  const { checkoutCart } = useCartActions();
  const hydrated = useHydrated();
  // A line that cannot be ordered is not counted: the total is what Checkout could charge.
  const { cart: counted, blocked } = orderableCart(cart);
  const nothingCounted = counted.cartItems.length === 0;
  // The quote's figures, as 'Complete Order' will show them (the shop's flat cart delivery charge,
  // free from the threshold); nothing to order is ₹0, and a quote that failed shows no amount.
  const figures: CheckoutFigures | null = nothingCounted ? null : quote === null ? null : quotedFigures(quote);
  const missing = figures?.freeDeliveryShortfall ?? null;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
      <ul aria-label="Cart items" className="divide-y divide-zinc-200 border-y border-zinc-200">
        {cart.cartItems.map((item) => (
          <CartLine key={item._id} item={item} />
        ))}
      </ul>
      <section aria-labelledby="summary-heading" className="rounded-xl border border-zinc-200 p-4 sm:p-6 lg:sticky lg:top-20">
        <h2 id="summary-heading" className="sr-only">
          Order summary
        </h2>
        {!nothingCounted && figures === null ? (
          <p role="status" className="text-zinc-700">
            {QUOTE_FAILED} Checkout shows it.
          </p>
        ) : (
          <dl className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-4 text-zinc-700">
              <dt>
                Subtotal ({counted.totalCartItems} {counted.totalCartItems === 1 ? 'item' : 'items'})
              </dt>
              <dd>{formatRupees(figures?.subtotal ?? 0)}</dd>
            </div>
            {figures !== null && (
              <div className="flex items-baseline justify-between gap-4 text-zinc-700">
                <dt>Delivery charge</dt>
                <dd className={figures.deliveryCharge === 0 ? 'font-semibold text-green-700' : undefined}>{figures.deliveryCharge === 0 ? 'Free' : formatRupees(figures.deliveryCharge)}</dd>
              </div>
            )}
            <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-zinc-200 pt-2 text-zinc-900">
              <dt className="text-lg font-semibold">Total</dt>
              <dd className="text-2xl font-bold">{formatRupees(figures?.total ?? 0)}</dd>
            </div>
          </dl>
        )}
        <p className="mt-1 text-sm text-zinc-600">Inclusive of all taxes</p>
        {missing !== null && <p className="mt-3 text-sm text-zinc-600">{freeDeliveryNudge(missing)}</p>}
        {blocked.length > 0 && (
          <p id="cart-blocked" className="mt-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
            {blockedNote(blocked.length)}
          </p>
        )}
        {/* Busy (a spinner) until hydrated: a tap before then would do nothing. With a line that
            cannot be ordered it looks disabled and only says why (the spec's toast), never opening the checkout. */}
        <Button
          block
          className={`mt-5 ${blocked.length > 0 ? 'cursor-not-allowed opacity-60' : ''}`}
          pending={!hydrated}
          aria-disabled={blocked.length > 0 || undefined}
          aria-describedby={blocked.length > 0 ? 'cart-blocked' : undefined}
          onClick={() => checkoutCart(cart, rules)}
        >
          Checkout
        </Button>
      </section>
    </div>
  );
}

/** What to do about lines that cannot be ordered: they are not in the total, and Checkout waits for them to go. */
function blockedNote(count: number): string {
  return count === 1
    ? 'One item cannot be ordered and is not in the total. Remove it from your cart to check out.'
    : `${count} items cannot be ordered and are not in the total. Remove them from your cart to check out.`;
}
