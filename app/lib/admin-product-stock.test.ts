import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../common/catalog';
import { productChanges, productCreateForm, productEditForm, productEditValues } from './admin-product-payload';
import { emptyProductValues, productCreateSchema, productEditSchema, type ProductCreateValues, type ProductEditValues } from './admin-product-schema';

// Sizes and stock in the admin's product forms (docs/decisions/0015), and the shop's own in-stock flag.

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
const STOCK_MESSAGE = 'Stock must be a whole number from 0 to 10,00,000, or empty when not tracked';

const base = {
  status: 'active' as const,
  _id: 'p1',
  name: 'Kurta',
  description: 'Cotton kurta',
  primaryImage: '/media/a-640.webp',
  video: null,
  rating: 4.5,
  reviewCount: 0,
  actualPrice: 1299,
  discountPrice: 999,
  deliveryCharge: 0,
  codCharge: 0,
  category: { _id: 'cat1', name: 'Clothing' },
  features: 'Soft',
  hsnCode: '6109',
  gstRate: 5,
  uqc: 'PCS',
  isNewArrival: true,
  isFeatured: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

/** Sold out (every colour tracked at 0), the shop's flag still on: the public `inStock` is false. */
const soldOut: AdminProduct = {
  ...base,
  sizes: [],
  colors: [
    { _id: 'c-red', name: 'Red', images: ['/media/r-640.webp'], swatch: null, stock: 0 },
    { _id: 'c-blue', name: 'Blue', images: ['/media/b-640.webp'], swatch: null, stock: 0 },
  ],
  inStock: false,
  inStockFlag: true,
};

const sized: AdminProduct = {
  ...base,
  sizes: ['S', 'M', 'L'],
  colors: [
    { _id: 'c-red', name: 'Red', images: ['/media/r-640.webp'], swatch: null, stock: 6, stockBySize: { S: 1, M: 2, L: 3 } },
    { _id: 'c-blue', name: 'Blue', images: ['/media/b-640.webp'], swatch: null, stock: null, stockBySize: { S: 5, M: null, L: null } },
  ],
  inStock: true,
  inStockFlag: true,
};

function changesOf(saved: AdminProduct, change: (values: ProductEditValues) => void) {
  const values = productEditValues(saved);
  change(values);
  return productChanges(saved, productEditSchema.parse(values));
}

const created = (values: Partial<ProductCreateValues>) =>
  ({ ...emptyProductValues(5), name: 'Kurta', description: 'd', features: 'f', category: 'cat1', actualPrice: '1299', discountPrice: '999', rating: '4', ...values }) as ProductCreateValues;

describe('the in-stock box edits the shop’s own flag', () => {
  it('shows a sold-out product’s flag as on', () => {
    expect(productEditValues(soldOut).inStock).toBe(true);
  });

  it('editing the name of a sold-out product sends the name alone: the flag stays on', () => {
    const changes = changesOf(soldOut, (values) => void (values.name = 'Kurta v2'));
    expect(changes?.updatedFields).toEqual({ name: 'Kurta v2' });
    expect(JSON.parse(productEditForm(changes!).get('updatedFields') as string)).toEqual({ name: 'Kurta v2' });
  });

  it('unticking it switches a sold-out product off (so a restock does not bring it back)', () => {
    expect(changesOf(soldOut, (values) => void (values.inStock = false))?.updatedFields).toEqual({ inStock: false });
  });
});

describe('create: sizes and stock', () => {
  it('sends each colour’s stock without sizes ("" = not tracked)', () => {
    const data = productCreateSchema.parse(created({ colors: [{ name: 'Red', swatch: '', images: [png()], stock: '4', stockBySize: [] }, { name: 'Blue', swatch: '', images: [png()], stock: ' ', stockBySize: [] }] }));
    const form = productCreateForm(data);
    expect(form.get('sizes')).toBe('[]');
    expect(JSON.parse(form.get('colors') as string)).toEqual([{ name: 'Red', stock: 4 }, { name: 'Blue', stock: null }]);
  });

  it('sends the sizes and each colour’s stock per size; a figure typed before the sizes is not sent', () => {
    const data = productCreateSchema.parse(
      created({
        sizes: ['S', 'M', 'L'],
        colors: [
          { name: 'Red', swatch: '', images: [png()], stock: '9', stockBySize: ['1', '0', ''] },
          { name: 'Blue', swatch: '', images: [png()], stock: '', stockBySize: ['5'] },
        ],
      }),
    );
    const form = productCreateForm(data);
    expect(form.get('sizes')).toBe('["S","M","L"]');
    expect(JSON.parse(form.get('colors') as string)).toEqual([
      { name: 'Red', stockBySize: { S: 1, M: 0, L: null } },
      { name: 'Blue', stockBySize: { S: 5, M: null, L: null } },
    ]);
  });

  it('checks figures and sizes with the server’s messages, where the admin typed them', () => {
    const issues = (values: Partial<ProductCreateValues>) =>
      productCreateSchema.safeParse(created(values)).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({ colors: [{ name: 'Red', swatch: '', images: [png()], stock: '-1', stockBySize: [] }] })).toEqual([`colors.0.stock: ${STOCK_MESSAGE}`]);
    expect(issues({ colors: [{ name: 'Red', swatch: '', images: [png()], stock: '2.5', stockBySize: [] }] })).toEqual([`colors.0.stock: ${STOCK_MESSAGE}`]);
    expect(issues({ sizes: ['S', 'M'], colors: [{ name: 'Red', swatch: '', images: [png()], stock: 'x', stockBySize: ['1', '1000001'] }] })).toEqual([`colors.0.stockBySize.1: ${STOCK_MESSAGE}`]);
    expect(issues({ sizes: ['S', 's'], colors: [{ name: 'Red', swatch: '', images: [png()], stock: '', stockBySize: [] }] })).toEqual(['sizes.1: Size names must be different']);
    expect(issues({ sizes: ['X'.repeat(11)], colors: [{ name: 'Red', images: [png()], stock: '', stockBySize: [''] }] })).toEqual(['sizes.0: A size name has at most 10 characters']);
  });
});

describe('edit: only the figures that changed', () => {
  it('starts from the saved figures, as text', () => {
    expect(productEditValues(sized).colors.map(({ stock, stockBySize }) => ({ stock, stockBySize }))).toEqual([
      { stock: '', stockBySize: ['1', '2', '3'] },
      { stock: '', stockBySize: ['5', '', ''] },
    ]);
    expect(productEditValues(soldOut).colors.map(({ stock }) => stock)).toEqual(['0', '0']);
    expect(changesOf(sized, () => {})).toBeNull();
  });

  it('sends one size set to 0 and leaves every other figure out (a sale meanwhile is kept)', () => {
    const changes = changesOf(sized, (values) => void (values.colors[0]!.stockBySize[1] = '0'));
    expect(changes?.updatedFields).toEqual({ colors: [{ name: 'Red', stockBySize: { M: 0 } }, { name: 'Blue' }] });
  });

  it('stops tracking a figure emptied; restocks a colour without sizes', () => {
    expect(changesOf(sized, (values) => void (values.colors[1]!.stockBySize[0] = ''))?.updatedFields.colors).toEqual([{ name: 'Red' }, { name: 'Blue', stockBySize: { S: null } }]);
    expect(changesOf(soldOut, (values) => void (values.colors[0]!.stock = '12'))?.updatedFields).toEqual({ colors: [{ name: 'Red', stock: 12 }, { name: 'Blue' }] });
  });

  it('sends a new size list with the figures of the new size', () => {
    const changes = changesOf(sized, (values) => {
      values.sizes.push('XL');
      values.colors[0]!.stockBySize.push('7');
      values.colors[1]!.stockBySize.push('');
    });
    expect(changes?.updatedFields).toEqual({ sizes: ['S', 'M', 'L', 'XL'], colors: [{ name: 'Red', stockBySize: { XL: 7 } }, { name: 'Blue' }] });
  });

  it('a colour added carries its tracked figures; a removed one takes its place by id', () => {
    const changes = changesOf(sized, (values) => {
      values.colors.shift();
      values.colors.push({ saved: null, name: 'Green', savedImages: [], images: [png()], stock: '', stockBySize: ['2', '', ''] });
    });
    expect(changes?.updatedFields.colors).toEqual([{ _id: 'c-blue', name: 'Blue' }, { name: 'Green', stockBySize: { S: 2 } }]);
  });

  it('sizes removed: the colour’s one figure is sent only when tracked', () => {
    const changes = changesOf(sized, (values) => {
      values.sizes = [];
      values.colors[0]!.stock = '4';
    });
    expect(changes?.updatedFields).toEqual({ sizes: [], colors: [{ name: 'Red', stock: 4 }, { name: 'Blue' }] });
  });
});
