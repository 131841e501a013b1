import type { Product } from '../../../common/catalog';
import { toPaise } from '../../../common/money';
import { OUT_OF_STOCK, quoteOrder, type OrderedLine, type OrderQuote, type PaymentMethod } from '../../../common/orders';
import { AppError } from '../../errors';
import type { CatalogService } from '../catalog/service';
import type { NewOrder } from '../orders/placement';

export interface PricedOrder {
  /** The snapshot to store: today's name, the colour's first image and today's price. */
  lines: NewOrder['lines'];
  quote: OrderQuote;
}

/**
 * Prices what the customer orders from today's catalogue, never from the client's numbers:
 * an unknown product is a 404, a colour the product lacks a 400, anything out of stock a 409.
 */
export function createOrderPricing(deps: { catalog: Pick<CatalogService, 'getProductsByIds'>; cartDeliveryChargePaise: number }) {
  const { catalog, cartDeliveryChargePaise } = deps;

  async function price(ordered: readonly OrderedLine[], options: { paymentMethod: PaymentMethod; cartCheckout: boolean }): Promise<PricedOrder> {
    const products = await catalog.getProductsByIds(ordered.map((line) => line.productId));
    const priced = ordered.map((line) => {
      const product = products.get(line.productId);
      if (!product) throw AppError.notFound('Product not found');
      const color = product.colors.find((candidate) => candidate.name === line.color);
      if (!color) throw AppError.badRequest(`${product.name} is not available in ${line.color}`, [{ path: 'products.color', message: `${product.name} is not available in ${line.color}` }]);
      return { line, product, color, image: color.images[0] ?? product.primaryImage };
    });
    if (priced.some(({ product }) => !product.inStock)) throw AppError.conflict(OUT_OF_STOCK);

    const quote = quoteOrder(
      priced.map(({ line, product }) => quoteLine(line, product)),
      { paymentMethod: options.paymentMethod, ...(options.cartCheckout ? { cartDeliveryChargePaise } : {}) },
    );
    return {
      lines: priced.map(({ line, product, color, image }) => ({
        productId: product._id,
        name: product.name,
        primaryImage: image,
        color: line.color,
        colorId: color._id,
        size: null,
        pricePaise: toPaise(product.discountPrice),
        quantity: line.quantity,
      })),
      quote,
    };
  }

  return {
    price,

    /**
     * The cash-on-delivery charge of a cart checkout of these lines, by the order's own rule, for
     * the cart page to show before checkout. Lenient where `price` refuses: a line whose product
     * is gone adds nothing (the cart page shows it, checkout then says why it cannot be ordered).
     */
    async cartCodChargePaise(ordered: readonly OrderedLine[]): Promise<number> {
      const products = await catalog.getProductsByIds(ordered.map((line) => line.productId));
      const lines = ordered.flatMap((line) => {
        const product = products.get(line.productId);
        return product ? [quoteLine(line, product)] : [];
      });
      return quoteOrder(lines, { paymentMethod: 'cod', cartDeliveryChargePaise }).codChargePaise;
    },
  };
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
