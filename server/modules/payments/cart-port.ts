import type { Db } from '../../db/connect';

/** What checkout and completion need of the cart module's service. */
export interface CartPort {
  /** The user id owning that cart, or null. */
  ownerOf(cartId: string): Promise<string | null>;
  /** Subtracts what was ordered from that cart; inside the caller's transaction when given one. */
  removeOrderedLines(cartId: string, lines: { productId: string; color: string; quantity: number }[], executor?: Db): Promise<void>;
}
