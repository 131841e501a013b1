import type { ReviewTotals } from '../catalog/module';

/**
 * What the reviews module takes from others (docs/decisions/0041, 0055), handed in by
 * server/services.ts: the catalogue's product lookup and review totals, the orders' record of
 * what a customer received, the accounts' name of a customer.
 */
export interface ReviewPorts {
  /** Throws the catalogue's 404 'Product not found' for an unknown product. */
  requireProduct(productId: string): Promise<unknown>;
  /** The catalogue's count and sum of a product's visible ratings, moved inside the review's transaction. */
  totals: ReviewTotals;
  /** Bumps this process's view of the catalogue version after a write (the triggers bumped it in the database). */
  catalogueChanged(): Promise<unknown>;
  /** Whether the customer has a Delivered order with the product (the orders module). */
  hasDeliveredProduct(customerId: string, productId: string): Promise<boolean>;
  /** The customer's name (the accounts module), or null when the account is gone. */
  customerName(customerId: string): Promise<string | null>;
}
