import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
const LINE_LIMIT_NOTE = 'You can buy up to 10 of an item at a time.';
import type { Product } from '../../../common/catalog';
import { colorToCss } from '../../lib/colors';
import { ProductCard } from '../ProductCard';
import { ProductDetail } from './ProductDetail';

// A data router (the page reads the root loader's data); the root route has no data here.
const render = (element: React.ReactElement, url = '/product/p') =>
  renderToString(<RouterProvider router={createMemoryRouter([{ id: 'root', path: '*', element }], { initialEntries: [url] })} />);

const product: Product = {
  _id: 'a'.repeat(24),
  name: 'Indigo Block-print Kurta',
  description: 'A kurta.',
  primaryImage: '/media/k-640.webp',
  video: null,
  sizes: [],
  colors: [
    { _id: 'b'.repeat(24), name: 'Indigo', images: ['/media/k-640.webp'], swatch: '#3f51b5', stock: null },
    { _id: 'd'.repeat(24), name: 'Maroon', images: ['/media/m-640.webp'], swatch: null, stock: 7 },
  ],
  rating: 4.5,
  reviewCount: 0,
  actualPrice: 1499,
  discountPrice: 999,
  deliveryCharge: 0,
  codCharge: 0,
  inStock: true,
  category: { _id: 'c'.repeat(24), name: 'Kurtas' },
  features: 'Cotton',
  hsnCode: '6109',
  gstRate: 5,
  uqc: 'PCS',
  isNewArrival: false,
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// docs/decisions/0049: the owner's swatch colour wins over the guess from the name.
describe('swatches', () => {
  it('on the product page: the owner’s colour, else the guess', () => {
    const html = render(<ProductDetail product={product} />);
    expect(html).toContain('background:#3f51b5');
    expect(html).toContain(`background:${colorToCss('Maroon')}`);
  });

  it('on a card', () => {
    const html = render(<ProductCard product={product} />);
    expect(html).toContain('background-color:#3f51b5');
    expect(html).toContain(`background-color:${colorToCss('Maroon')}`);
  });
});

// + stops at the cart's limit: the page says why, in the cart's words (docs/decisions/0043).
describe('the product page’s quantity', () => {
  it('says the limit once the quantity reaches 10', () => {
    expect(render(<ProductDetail product={product} />, '/product/p?qty=10')).toContain(LINE_LIMIT_NOTE);
    expect(render(<ProductDetail product={product} />, '/product/p?qty=9')).not.toContain(LINE_LIMIT_NOTE);
  });

  it('says what is left when stock stops it first', () => {
    const html = render(<ProductDetail product={product} />, '/product/p?color=Maroon&qty=7');
    expect(html).toContain('Only 7 left in stock');
    expect(html).not.toContain(LINE_LIMIT_NOTE);
  });
});
