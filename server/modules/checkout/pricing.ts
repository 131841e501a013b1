import type { Product } from '../../../common/catalog';
import { gstStateName } from '../../../common/gst/states';
import { toPaise } from '../../../common/money';
import type { ShopSettings } from '../../../common/settings';
import { OUT_OF_STOCK, quoteOrder, type CheckoutRulesPaise, type OrderedLine, type OrderQuote, type PaymentMethod } from '../../../common/orders';
import { lineAvailability, type LineProblemReason } from '../../../common/cart';
import { AppError, type FieldError } from '../../errors';
import type { CatalogService } from '../catalog/module';
import type { AppliedCoupon, CustomerHistory } from '../coupons/module';
import type { NewOrder } from '../orders/module';

/** A line whose colour or size is gone (or needs choosing) is a 400; one out of stock the spec's 409. */
const GONE = new Set<LineProblemReason>(['color_removed', 'size_removed', 'size_required']);

/** What pricing asks of the coupons module: what a code is worth for this customer now (docs/decisions/0060). */
export interface CouponPricingPort {
  evaluate(code: string, context: { userId: string; subtotalPaise: number; history: CustomerHistory }): Promise<{ applied: AppliedCoupon } | { refusal: string }>;
}

/** How to price: the payment method, whether a cart is checked out, and the coupon a customer applied or the discount an order was placed with. */
export interface PriceOptions {
  paymentMethod: PaymentMethod;
  cartCheckout: boolean;
  /** A code the customer applied now: checked against today's rules and their history (a cart checkout replaces the cart's unpaid orders). */
  coupon?: { code: string; userId: string; cartId: string | null };
  /** The discount an order already carries (a retry or a switch to cash on delivery reprices with it). */
  discountPaise?: number;
}

export interface PricedOrder {
  /** The snapshot to store: today's name, the colour's first image and today's price. */
  lines: NewOrder['lines'];
  quote: OrderQuote;
  /** The shop's checkout rules this order was priced under (read once per checkout). */
  rules: CheckoutRulesPaise;
  /** The coupon in the quote, or null (none applied, or it does not apply: `couponRefusal` says why). */
  coupon: AppliedCoupon | null;
  couponRefusal: string | null;
  /** What the same order comes to paid on delivery (its COD charge added), for the cash-on-delivery limit. */
  codTotalPaise: number;
}

/** The shop's checkout rules as they stand now (the settings, read per request: server/services.ts). */
export type CheckoutRulesPort = () => Promise<CheckoutRulesPaise>;

/**
 * Checkout's delivery and cash-on-delivery rules, read from the shop's settings per request
 * (the settings module caches them under the catalogue version; docs/decisions/0018), in paise.
 */
export function checkoutRulesFrom(settings: () => Promise<ShopSettings>): CheckoutRulesPort {
  return async () => {
    const { codEnabled, codMaxOrderValue, cartDeliveryCharge, freeDeliveryAbove, registrationType, stateCode, address } = await settings();
    return {
      codEnabled,
      codMaxOrderValuePaise: codMaxOrderValue === null ? null : toPaise(codMaxOrderValue),
      cartDeliveryChargePaise: toPaise(cartDeliveryCharge),
      freeDeliveryAbovePaise: freeDeliveryAbove === null ? null : toPaise(freeDeliveryAbove),
      // A composition shop sells within its own state only (docs/decisions/0035).
      onlyWithinState: registrationType === 'composition' ? { code: stateCode, name: gstStateName(stateCode) ?? address.state } : null,
    } satisfies CheckoutRulesPaise;
  };
}

/**
 * Prices what the customer orders from today's catalogue, never from the client's numbers:
 * an unknown product is a 404, a colour or size the product lacks a 400 naming each such line,
 * anything out of stock the spec's 409 naming each line. Delivery follows the shop's settings:
 * the flat cart charge and the free-delivery threshold (docs/decisions/0021).
 */
export function createOrderPricing(deps: {
  catalog: Pick<CatalogService, 'getProductsByIds'>;
  rules: CheckoutRulesPort;
  coupons: CouponPricingPort;
  /** The customer's history, seen from a checkout of this cart (null: Buy Now). */
  customerHistory: (userId: string, cartId: string | null) => CustomerHistory;
}) {
  const { catalog, coupons } = deps;

  /** The coupon's discount on these items, or why it does not apply. */
  async function applyCoupon(coupon: PriceOptions['coupon'], itemsTotalPaise: number): Promise<{ coupon: AppliedCoupon | null; couponRefusal: string | null }> {
    if (coupon === undefined) return { coupon: null, couponRefusal: null };
    const { userId } = coupon;
    const result = await coupons.evaluate(coupon.code, { userId, subtotalPaise: itemsTotalPaise, history: deps.customerHistory(userId, coupon.cartId) });
    return 'applied' in result ? { coupon: result.applied, couponRefusal: null } : { coupon: null, couponRefusal: result.refusal };
  }

  async function price(ordered: readonly OrderedLine[], options: PriceOptions): Promise<PricedOrder> {
    const [products, rules] = await Promise.all([catalog.getProductsByIds(ordered.map((line) => line.productId)), deps.rules()]);
    const removed: FieldError[] = [];
    const short: FieldError[] = [];
    const priced = ordered.map((line, index) => {
      const product = products.get(line.productId);
      if (!product) throw AppError.notFound('Product not found');
      // Every line that cannot be ordered is named, with why (docs/decisions/0015). Stock figures are
      // left to the order's own take, in its transaction: a cart checked out again nets the units
      // its older unpaid order gives back, which the catalogue cannot know here.
      const { problem } = lineAvailability(product, line, { stock: false });
      if (problem) (GONE.has(problem.reason) ? removed : short).push({ path: `products.${index}`, message: problem.message });
      const color = product.colors.find((candidate) => candidate.name === line.color);
      return { line, product, colorId: color?._id ?? '', image: color?.images[0] ?? product.primaryImage };
    });
    if (removed.length > 0) throw AppError.badRequest(removed[0]!.message, removed);
    if (short.length > 0) throw AppError.conflict(OUT_OF_STOCK, short);

    const quoteLines = priced.map(({ line, product }) => quoteLine(line, product));
    const quoteOptions = { paymentMethod: options.paymentMethod, freeDeliveryAbovePaise: rules.freeDeliveryAbovePaise, ...(options.cartCheckout ? { cartDeliveryChargePaise: rules.cartDeliveryChargePaise } : {}) };
    // The discount comes off the items' subtotal; delivery and its free threshold go by the items as priced.
    const { coupon, couponRefusal } = await applyCoupon(options.coupon, quoteOrder(quoteLines, quoteOptions).itemsTotalPaise);
    const discountPaise = coupon?.discountPaise ?? options.discountPaise ?? 0;
    const quote = quoteOrder(quoteLines, { ...quoteOptions, discountPaise });
    const codTotalPaise = options.paymentMethod === 'cod' ? quote.totalPaise : quoteOrder(quoteLines, { ...quoteOptions, paymentMethod: 'cod', discountPaise }).totalPaise;
    return {
      lines: priced.map(({ line, product, colorId, image }) => ({
        productId: product._id,
        name: product.name,
        primaryImage: image,
        color: line.color,
        colorId,
        size: line.size ? line.size : null,
        pricePaise: toPaise(product.discountPrice),
        quantity: line.quantity,
        hsnCode: product.hsnCode,
        gstRate: product.gstRate,
        uqc: product.uqc,
      })),
      quote,
      rules,
      coupon,
      couponRefusal,
      codTotalPaise,
    };
  }

  return { price };
}

function quoteLine(line: OrderedLine, product: Product) {
  return {
    productId: product._id,
    quantity: line.quantity,
    unitPricePaise: toPaise(product.discountPrice),
    deliveryChargePaise: toPaise(product.deliveryCharge),
    codChargePaise: toPaise(product.codCharge),
  };
}

export type OrderPricing = ReturnType<typeof createOrderPricing>;
