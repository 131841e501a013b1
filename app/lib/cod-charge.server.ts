import type { Cart } from '../../common/cart';
import { fromPaise, toPaise } from '../../common/money';
import { quoteOrder } from '../../common/orders';
import type { CatalogService } from '../../server/modules/catalog/service';

/**
 * The cash-on-delivery charge of a cart checkout. A cart line carries no codCharge, so it comes
 * from today's catalogue, summed by the server's own rule (quoteOrder: each product once), so the
 * modal's total is the one the server computes.
 */
export async function cartCodCharge(catalog: Pick<CatalogService, 'getProductsByIds'>, cart: Cart): Promise<number> {
  const products = await catalog.getProductsByIds(cart.cartItems.map((item) => item.productId._id));
  const lines = cart.cartItems.map((item) => ({
    productId: item.productId._id,
    quantity: item.quantity,
    unitPricePaise: toPaise(item.price),
    deliveryChargePaise: 0,
    codChargePaise: toPaise(products.get(item.productId._id)?.codCharge ?? 0),
  }));
  return fromPaise(quoteOrder(lines, { paymentMethod: 'cod', cartDeliveryChargePaise: 0 }).codChargePaise);
}
