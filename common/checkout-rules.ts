/**
 * The shop's checkout rules (docs/decisions/0018, docs/decisions/0021), apart from common/orders.ts
 * so the storefront's checkout modal applies them without loading zod. The server prices orders
 * with the same functions (common/orders.ts#quoteOrder), so the modal and the order agree.
 */

/** The rules as the screens read them, in rupees (the root loader's `checkout`). */
export interface CheckoutRules {
  codEnabled: boolean;
  /** Cash on delivery only for orders up to this total; null: no limit. */
  codMaxOrderValue: number | null;
  cartDeliveryCharge: number;
  /** Delivery is free once the items total reaches this; null: never. */
  freeDeliveryAbove: number | null;
  /** A composition shop's own state, the only one it may deliver to (docs/decisions/0035); null: anywhere. */
  onlyWithinState: ShopState | null;
}

/** A GST state by its code and name ('29', 'Karnataka'). */
export interface ShopState {
  code: string;
  name: string;
}

/**
 * The shop's checkout rules (docs/decisions/0018) as pricing applies them, in paise: the cart's flat
 * delivery charge, the items total from which delivery is free (null: never) and the most a
 * cash-on-delivery order may come to (null: no limit). docs/decisions/0021.
 */
export interface CheckoutRulesPaise {
  codEnabled: boolean;
  codMaxOrderValuePaise: number | null;
  cartDeliveryChargePaise: number;
  freeDeliveryAbovePaise: number | null;
  onlyWithinState: ShopState | null;
}

/**
 * Whether the shop may sell to an address in the state with this GST code: a composition taxable
 * person may not make inter-state supplies (CGST Act s.10(2)(c); docs/decisions/0035). An address
 * whose state has no code is not within the shop's state either.
 */
export function mayDeliverTo(deliveryStateCode: string | null | undefined, onlyWithinState: ShopState | null): boolean {
  return onlyWithinState === null || deliveryStateCode === onlyWithinState.code;
}

/** Delivery after the free-delivery threshold: nothing once the items total reaches it. */
export function deliveryAfterThreshold(deliveryChargePaise: number, itemsTotalPaise: number, freeDeliveryAbovePaise: number | null | undefined): number {
  return freeDeliveryAbovePaise != null && itemsTotalPaise >= freeDeliveryAbovePaise ? 0 : deliveryChargePaise;
}

/**
 * Whether cash on delivery may take an order of this total: at most the limit. The total is what
 * the courier collects (items, delivery and the COD charge), the cash the limit exists to cap.
 */
export function codAllowedFor(totalPaise: number, codMaxOrderValuePaise: number | null): boolean {
  return codMaxOrderValuePaise === null || totalPaise <= codMaxOrderValuePaise;
}
