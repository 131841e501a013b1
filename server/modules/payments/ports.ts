import type { OrderedLine, PaymentMethod } from '../../../common/orders';
import type { OrderPaymentState } from '../orders/module';

/**
 * What the payments module needs of the others, named here so its files import no other
 * module's service: the order's payment status (the orders module's `paymentState` door), the
 * cart's lines, and today's price of an order's lines (checkout's pricing) for a retry.
 */
export type { OrderRecord } from '../orders/module';
export type OrdersPort = OrderPaymentState;

export interface CartPort {
  /** Subtracts what an order bought from the cart it came from (inside the caller's transaction). */
  removeOrderedLines(cartId: string, lines: readonly OrderedLine[]): Promise<void>;
}

/**
 * Today's price of these lines, as checkout prices them, and the shop's cash-on-delivery rules it
 * priced them under (a retry refuses a changed price; a change to COD adds its charge and obeys its rules).
 */
export type RepriceOrder = (
  lines: readonly OrderedLine[],
  options: { paymentMethod: PaymentMethod; cartCheckout: boolean; discountPaise: number },
) => Promise<{ quote: { totalPaise: number; codChargePaise: number }; rules: { codEnabled: boolean; codMaxOrderValuePaise: number | null } }>;
