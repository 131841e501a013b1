/**
 * A customer's review of a product (docs/decisions/0055, migration 0025): one per customer and
 * product (UNIQUE), a whole rating 1..5 (CHECK). `author` is the name it is signed with, taken
 * from the account when written. `hidden_at` is set once, when the shop hides it.
 */
export interface ReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  rating: number;
  title: string;
  body: string;
  author: string;
  created_at: string | Date;
  hidden_at: string | Date | null;
}

export interface ReviewTables {
  reviews: ReviewsTable;
}
