export interface CartsTable {
  id: string;
  /** One cart per customer, made on first use. */
  user_id: string;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface CartItemsTable {
  id: string;
  cart_id: string;
  product_id: string;
  color: string;
  /** The chosen size, '' for a product without sizes. A line is one product + colour + size. */
  size: string;
  quantity: number;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface CartTables {
  carts: CartsTable;
  cart_items: CartItemsTable;
}
