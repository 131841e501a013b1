/**
 * The rows of a generated shop: pure functions from a seeded random source to table rows, in the
 * shapes the app's own code writes (products go through the catalogue's `toProductRow`).
 */
import { toProductRow } from '../../server/modules/catalog/mappers';
import type { CategoriesTable, ProductsTable } from '../../server/modules/catalog/tables';
import type { UsersTable } from '../../server/modules/accounts/tables';
import type { OrderItemsTable, OrdersTable } from '../../server/modules/orders/tables';
import type { PaymentAttemptsTable } from '../../server/modules/payments/tables';
import type { OrderStatus } from '../../common/orders';
import { resolveGstState } from '../../common/gst/states';
import type { Random } from './random';

/** 20 categories, each with the nouns its product names are made of. */
export const BENCH_CATEGORIES: ReadonlyArray<{ name: string; nouns: readonly string[] }> = [
  { name: 'Electronics', nouns: ['Bluetooth Speaker', 'Headphones', 'Power Bank', 'Smart Plug'] },
  { name: 'Mobiles', nouns: ['Smartphone', 'Phone Case', 'Fast Charger', 'Screen Guard'] },
  { name: "Men's Clothing", nouns: ['Cotton Shirt', 'Denim Jeans', 'Polo T-Shirt', 'Chinos'] },
  { name: "Women's Clothing", nouns: ['Kurti', 'Palazzo', 'Top', 'Maxi Dress'] },
  { name: 'Ethnic Wear', nouns: ['Silk Saree', 'Kurta Set', 'Dupatta', 'Sherwani'] },
  { name: 'Footwear', nouns: ['Running Shoes', 'Kolhapuri Chappals', 'Sneakers', 'Sandals'] },
  { name: 'Watches', nouns: ['Analog Watch', 'Smartwatch', 'Chronograph', 'Fitness Band'] },
  { name: 'Bags & Luggage', nouns: ['Backpack', 'Trolley Bag', 'Sling Bag', 'Duffel'] },
  { name: 'Home & Kitchen', nouns: ['Pressure Cooker', 'Tawa', 'Mixer Grinder', 'Steel Tiffin'] },
  { name: 'Furniture', nouns: ['Study Table', 'Bookshelf', 'Office Chair', 'Shoe Rack'] },
  { name: 'Beauty & Care', nouns: ['Face Serum', 'Kajal', 'Hair Oil', 'Sunscreen'] },
  { name: 'Sports & Fitness', nouns: ['Cricket Bat', 'Yoga Mat', 'Dumbbell Set', 'Badminton Racquet'] },
  { name: 'Toys & Games', nouns: ['Building Blocks', 'Board Game', 'Remote Car', 'Puzzle'] },
  { name: 'Books', nouns: ['Novel', 'Cookbook', 'Exam Guide', 'Storybook'] },
  { name: 'Grocery', nouns: ['Basmati Rice', 'Masala Box', 'Green Tea', 'Cold Pressed Oil'] },
  { name: 'Jewellery', nouns: ['Jhumkas', 'Bangles', 'Pendant', 'Anklet'] },
  { name: 'Stationery', nouns: ['Notebook', 'Fountain Pen', 'Planner', 'Sketch Set'] },
  { name: 'Pet Supplies', nouns: ['Dog Bed', 'Cat Scratcher', 'Pet Bowl', 'Leash'] },
  { name: 'Automotive', nouns: ['Car Vacuum', 'Helmet', 'Seat Cover', 'Tyre Inflator'] },
  { name: 'Garden', nouns: ['Planter', 'Watering Can', 'Seed Kit', 'Garden Tools'] },
];

const BRANDS = ['Aarav', 'Kesar', 'Nilgiri', 'Vayu', 'Sutra', 'Tara', 'Indus', 'Mehr', 'Rangoli', 'Chakra', 'Dhruv', 'Ganga'];
const ADJECTIVES = ['Classic', 'Premium', 'Everyday', 'Handcrafted', 'Compact', 'Eco', 'Festive', 'Pro', 'Lite', 'Royal'];
const COLORS = ['Black', 'White', 'Navy Blue', 'Maroon', 'Olive Green', 'Mustard Yellow', 'Grey', 'Teal', 'Red', 'Rose Gold'];
const CITIES = [
  ['Mumbai', 'Maharashtra', '400001'],
  ['Bengaluru', 'Karnataka', '560001'],
  ['Jaipur', 'Rajasthan', '302001'],
  ['Kolkata', 'West Bengal', '700001'],
  ['Chennai', 'Tamil Nadu', '600001'],
  ['Lucknow', 'Uttar Pradesh', '226001'],
] as const;
const ORDER_STATUSES: readonly OrderStatus[] = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Delivered', 'Delivered', 'Completed', 'Canceled'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo pictures every generated row points at (the seed draws them once). */
export interface ImagePool {
  categoryImages: readonly string[];
  productImages: readonly string[];
}

export function categoryRows(now: Date, images: ImagePool, random: Random): CategoriesTable[] {
  return BENCH_CATEGORIES.map((category, index) => {
    const at = new Date(now.getTime() - 800 * DAY_MS + index * 1000).toISOString();
    return { id: random.id(), name: category.name, name_key: category.name.toLowerCase(), image: images.categoryImages[index % images.categoryImages.length] ?? '', created_at: at, updated_at: at };
  });
}

/**
 * Product `index` of the catalogue. Products go round the categories in turn, so each holds
 * products/20 of them; their creation times are spread over two years, newest at index 0.
 */
export function productRow(index: number, total: number, categories: readonly CategoriesTable[], now: Date, images: ImagePool, random: Random): ProductsTable {
  const categoryIndex = index % categories.length;
  const category = categories[categoryIndex]!;
  const nouns = BENCH_CATEGORIES[categoryIndex % BENCH_CATEGORIES.length]!.nouns;
  const brand = random.pick(BRANDS);
  const noun = random.pick(nouns);
  const name = `${brand} ${random.pick(ADJECTIVES)} ${noun} ${100 + (index % 900)}`;
  const actualRupees = random.int(2, 400) * 25 - 1;
  const discountRupees = Math.max(49, Math.round(actualRupees * (0.5 + random.next() * 0.5)) - 1);
  const colorCount = random.int(1, 3);
  const firstColor = random.int(0, COLORS.length - 1);
  const colors = Array.from({ length: colorCount }, (_, c) => ({
    _id: random.id(),
    name: COLORS[(firstColor + c) % COLORS.length]!,
    images: Array.from({ length: random.int(1, 3) }, () => random.pick(images.productImages)),
    swatch: null,
  }));
  const span = 2 * 365 * DAY_MS;
  const at = new Date(now.getTime() - Math.floor((index / Math.max(1, total)) * span) - random.int(0, 999)).toISOString();
  return toProductRow(
    random.id(),
    {
      name,
      description: `${name} by ${brand}: a ${noun.toLowerCase()} made for Indian homes and weather, checked by hand before it ships. Easy returns within 7 days.`,
      features: `${random.pick(ADJECTIVES)} build, ${colorCount} colour${colorCount > 1 ? 's' : ''}, 1 year warranty, Made in India`,
      category: category.id,
      colors,
      sizes: [],
      hsnCode: '8517',
      gstRate: 18,
      uqc: 'PCS',
      video: null,
      rating: random.int(2, 10) / 2,
      actualPrice: actualRupees * 100,
      discountPrice: discountRupees * 100,
      deliveryCharge: random.chance(0.5) ? 0 : random.pick([40, 60, 99]) * 100,
      codCharge: random.pick([0, 10, 20, 25]) * 100,
      inStock: random.chance(0.95),
      isNewArrival: index < total / 50 && random.chance(0.5),
      isFeatured: random.chance(0.02),
    },
    at,
  );
}

/** A customer who can never sign in: every generated user shares one unusable password hash. */
export function userRow(index: number, now: Date, random: Random): UsersTable {
  const [city, state, zip] = random.pick(CITIES);
  const at = new Date(now.getTime() - random.int(1, 900) * DAY_MS).toISOString();
  return {
    id: random.id(),
    name: `Customer ${index}`,
    email: `customer${index}@bench.haat.local`,
    phone_number: `98${String(10_000_000 + index).slice(-8)}`,
    street: `${1 + (index % 200)} MG Road`,
    city,
    state,
    state_code: resolveGstState(state)?.code ?? null,
    zip_code: zip,
    country: 'India',
    address_is_default: 1,
    password_hash: '!bench-user-no-login',
    created_at: at,
    updated_at: at,
  };
}

/** The product facts an order line snapshots. */
export interface SoldProduct {
  id: string;
  name: string;
  primaryImage: string;
  color: string;
  pricePaise: number;
  deliveryPaise: number;
  codPaise: number;
}

export interface OrderRows {
  order: OrdersTable;
  items: OrderItemsTable[];
  /** Online orders have the gateway attempt that paid (or failed) them. */
  attempt: PaymentAttemptsTable | null;
}

/** One past order of `user`: 1-3 lines, online (60%) or cash on delivery, in any state. */
export function orderRows(user: UsersTable, products: readonly SoldProduct[], now: Date, random: Random): OrderRows {
  const id = random.id();
  const lines = Array.from({ length: random.int(1, 3) }, () => random.pick(products));
  const items: OrderItemsTable[] = lines.map((product, position) => ({
    id: random.id(),
    order_id: id,
    position,
    product_id: product.id,
    name: product.name,
    primary_image: product.primaryImage,
    color: product.color,
    color_id: null,
    size: null,
    price: product.pricePaise,
    quantity: random.int(1, 3),
    hsn_code: '8517',
    gst_rate: 18,
    uqc: 'PCS',
  }));
  const online = random.chance(0.6);
  const status = random.pick(ORDER_STATUSES);
  const paid = status !== 'Pending' && status !== 'Canceled';
  const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const delivery = lines[0]!.deliveryPaise;
  const cod = online ? 0 : lines[0]!.codPaise;
  const created = new Date(now.getTime() - random.int(0, 720 * 24 * 60) * 60_000);
  const at = created.toISOString();
  const customOrderId = random.customOrderId();
  const order: OrdersTable = {
    id,
    custom_order_id: customOrderId,
    user_id: user.id,
    user_name: user.name,
    user_email: user.email,
    contact_number: user.phone_number,
    street: user.street,
    city: user.city,
    state: user.state,
    state_code: user.state_code,
    zip_code: user.zip_code,
    country: user.country,
    payment_method: online ? 'online' : 'cod',
    payment_gateway: online ? 'phonepe' : null,
    payment_status: online ? (paid ? 'Completed' : status === 'Canceled' ? 'Failed' : 'Pending') : status === 'Delivered' || status === 'Completed' ? 'Completed' : 'Pending',
    status,
    items_total: itemsTotal,
    delivery_charge: delivery,
    cod_charge: cod,
    total_price: itemsTotal + delivery + cod,
    cart_id: null,
    checkout_key: null,
    idempotency_key: null,
    superseded_by: null,
    payment_id: online && paid ? `T${random.id().slice(0, 20).toUpperCase()}` : null,
    needs_review: 0,
    review_reason: null,
    delivery_partner: status === 'Shipped' || status === 'Delivered' || status === 'Completed' ? 'Delhivery' : null,
    tracking_id: status === 'Shipped' || status === 'Delivered' || status === 'Completed' ? `DL${random.int(100_000_000, 999_999_999)}` : null,
    created_at: at,
    updated_at: at,
    paid_at: online && paid ? at : null,
    stock_held: 0,
    discount: 0,
    coupon_id: null,
    coupon_code: null,
    coupon_held: 0,
    cancel_reason: status === 'Canceled' ? 'Canceled by the shop' : null,
    delivered_at: status === 'Delivered' ? at : null,
    refund_status: null,
    refund_amount: null,
    refund_reference: null,
    payment_reference: null,
    invoice_number: null,
    invoiced_at: null,
    credit_note_number: null,
    credit_noted_at: null,
  };
  const attempt: PaymentAttemptsTable | null = online
    ? {
        id: random.id(),
        order_id: id,
        sequence: 1,
        merchant_order_id: `${customOrderId}_1`,
        gateway_order_id: `OMO${random.id().slice(0, 18).toUpperCase()}`,
        state: paid ? 'COMPLETED' : status === 'Canceled' ? 'FAILED' : 'PENDING',
        amount: order.total_price,
        redirect_url: null,
        expires_at: new Date(created.getTime() + 20 * 60_000).toISOString(),
        next_check_at: null,
        status_checked_at: null,
        created_at: at,
        updated_at: at,
      }
    : null;
  return { order, items, attempt };
}
