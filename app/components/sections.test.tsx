import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../common/catalog';
import { Navbar } from './layout/Navbar';
import { ProductSection } from './ProductSection';

const render = (element: React.ReactElement) => renderToString(<MemoryRouter>{element}</MemoryRouter>);

const product: Product = {
  _id: 'a'.repeat(24),
  name: 'Handloom Cotton Saree with Zari Border',
  description: 'A saree.',
  primaryImage: '/media/k-640.webp',
  video: null,
  sizes: [],
  colors: [{ _id: 'b'.repeat(24), name: 'Maroon', images: ['/media/k-640.webp'], swatch: null, stock: null }],
  rating: 4.5,
  reviewCount: 0,
  actualPrice: 2999,
  discountPrice: 1999,
  deliveryCharge: 0,
  codCharge: 0,
  inStock: true,
  category: { _id: 'c'.repeat(24), name: 'Sarees' },
  features: 'Cotton',
  hsnCode: '6109',
  gstRate: 5,
  uqc: 'PCS',
  isNewArrival: true,
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// A failing section shows its own text and never takes the page down (docs/storefront-texts.md#screens).
describe('home sections', () => {
  it('shows the products of a loaded section with its All products link', () => {
    const html = render(<ProductSection title="Best Sellers" section={{ ok: true, data: [product] }} />);
    expect(html).toContain('Best Sellers');
    expect(html).toContain('href="/products"');
    expect(html).toContain('All products');
    expect(html).toContain(`href="/product/${product._id}"`);
    expect(html).toContain('₹1,999');
    expect(html).toContain('Just Arrived');
  });

  it('shows the spec text when a section failed', () => {
    const html = render(<ProductSection title="New Arrivals" section={{ ok: false }} />);
    expect(html).toContain('Something went wrong. Please try again later.');
  });

  it('shows the category failure text in the navbar menu', () => {
    const html = render(<Navbar shopName="Haat" categories={null} user={null} />);
    expect(html).toContain('Failed to load categories. Please try again later.');
    expect(html).toContain('Login');
  });
});

// The navbar is server-rendered with the signed-in customer, so the first paint is already right.
describe('navbar account menu', () => {
  it('shows Login and no cart badge when signed out', () => {
    const html = render(<Navbar shopName="Haat" categories={[]} user={null} />);
    expect(html).toContain('href="/login"');
    expect(html).toContain('Cart, 0 items');
    expect(html).not.toContain('Your Account');
  });

  it('shows the user menu and the cart count when signed in', () => {
    const html = render(<Navbar shopName="Haat" categories={[]} user={{ name: 'Asha Rao', totalCartItems: 3 }} />);
    for (const text of ['Your Orders', 'Your Account', 'Logout', 'Account menu', 'Asha', 'Cart, 3 items']) expect(html).toContain(text);
    expect(html).toContain('href="/orders"');
    expect(html).toContain('href="/account"');
    expect(html).not.toContain('href="/login"');
  });
});
