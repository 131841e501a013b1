import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, SWATCH_MESSAGE } from '../../common/admin';
import type { AdminProduct } from '../../common/catalog';
import { productChanges, productCreateForm, productEditForm, productEditValues } from './admin-product-payload';
import { emptyProductValues, productCreateSchema, productEditSchema, type ProductEditValues } from './admin-product-schema';

const png = (name = 'a.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

const product: AdminProduct = {
  _id: 'p1',
  name: 'Kurta',
  status: 'active',
  description: 'Cotton kurta',
  primaryImage: '/media/a-640.webp',
  video: null,
  sizes: [],
  colors: [
    { _id: 'c-red', name: 'Red', images: ['/media/r0-640.webp', '/media/r1-640.webp'], swatch: null, stock: null },
    { _id: 'c-blue', name: 'Blue', images: ['/media/b0-640.webp'], swatch: null, stock: null },
  ],
  rating: 4.5,
  reviewCount: 0,
  actualPrice: 1299,
  discountPrice: 999.5,
  deliveryCharge: 60,
  codCharge: 0,
  inStock: true,
  inStockFlag: true,
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

function edit(change: (values: ProductEditValues) => void = () => {}, saved: AdminProduct = product) {
  const values = productEditValues(saved);
  change(values);
  return productChanges(saved, productEditSchema.parse(values));
}

describe('product create form', () => {
  it('shows every required field’s message, word for word', () => {
    const result = productCreateSchema.safeParse(emptyProductValues(5));
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      actualPrice: 'Actual price is required',
      discountPrice: 'Discount price is required',
      features: 'Features are required',
      category: 'Category is required',
      rating: 'Rating must be between 1 and 5',
      'colors.0.name': 'Color name is required',
      'colors.0.images': 'Atleast one image is required',
    });
  });

  const valid = () => ({ ...emptyProductValues(5), name: 'Kurta', description: 'd', features: 'f', category: 'cat1', actualPrice: '1299', discountPrice: '999.50', rating: '4.5', colors: [{ name: 'Red', images: [png()], stock: '', stockBySize: [] }] });

  it('converts prices and the rating to numbers', () => {
    const data = productCreateSchema.parse(valid());
    expect(data).toMatchObject({ actualPrice: 1299, discountPrice: 999.5, deliveryCharge: 0, rating: 4.5 });
  });

  it('refuses a discount above the actual price even while the images are wrong', () => {
    const result = productCreateSchema.safeParse({ ...valid(), discountPrice: '1500', colors: [{ name: 'Red', images: [png(), png(), png(), png()], stock: '', stockBySize: [] }] });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Maximum 3 Images of each color can be uploaded.', 'Discount price cannot be greater than actual price']);
  });

  it('needs a colour and a rating from 1 to 5', () => {
    const result = productCreateSchema.safeParse({ ...valid(), rating: '6', colors: [] });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Rating must be between 1 and 5', 'Atleast One color is required']);
  });

  it('sends the HSN code, GST rate and unit; a new product starts at the shop’s default rate, in pieces, with no HSN code (docs/decisions/0034)', () => {
    expect(emptyProductValues(5)).toMatchObject({ hsnCode: '', gstRate: '5', uqc: 'PCS' });
    expect(emptyProductValues(12)).toMatchObject({ gstRate: '12' });
    const plain = productCreateForm(productCreateSchema.parse(valid()));
    expect([plain.get('hsnCode'), plain.get('gstRate'), plain.get('uqc')]).toEqual(['', '5', 'PCS']);
    expect(productCreateForm(productCreateSchema.parse({ ...valid(), uqc: 'PRS' })).get('uqc')).toBe('PRS');
    expect(productCreateSchema.safeParse({ ...valid(), uqc: 'PAIRS' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['uqc', PRODUCT_MESSAGES.uqc]]);
    const shirt = productCreateForm(productCreateSchema.parse({ ...valid(), hsnCode: ' 61091000 ', gstRate: '0.25' }));
    expect([shirt.get('hsnCode'), shirt.get('gstRate')]).toEqual(['61091000', '0.25']);
  });

  it('refuses an HSN code that is not 4, 6 or 8 digits and a rate GST does not have, with the API’s messages', () => {
    for (const hsnCode of ['610', '61091', 'abcd', '610910001']) {
      expect(productCreateSchema.safeParse({ ...valid(), hsnCode }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['hsnCode', PRODUCT_MESSAGES.hsnCode]]);
    }
    expect(productCreateSchema.safeParse({ ...valid(), gstRate: '7' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['gstRate', PRODUCT_MESSAGES.gstRate]]);
  });

  it('sends text fields, colours as JSON and files per colour', () => {
    const red = png('red.png');
    const blue = png('blue.png');
    const form = productCreateForm(productCreateSchema.parse({ ...valid(), videoUrl: 'https://example.com/v.mp4', colors: [{ name: 'Red', images: [red], stock: '', stockBySize: [] }, { name: 'Blue', images: [blue], stock: '', stockBySize: [] }] }));
    expect(form.get('actualPrice')).toBe('1299');
    expect(form.get('discountPrice')).toBe('999.5');
    expect(form.get('isNewArrival')).toBe('true');
    expect(form.get('sizes')).toBe('[]');
    expect(form.get('colors')).toBe('[{"name":"Red","stock":null},{"name":"Blue","stock":null}]');
    expect((form.get('colors[0][images]') as File).name).toBe('red.png');
    expect((form.get('colors[1][images]') as File).name).toBe('blue.png');
    expect(form.get('video')).toBe('https://example.com/v.mp4');
  });

  // docs/decisions/0049: a swatch picked goes with its colour; one left on the guess is not sent.
  it('sends a swatch the owner picked, and none while it is guessed', () => {
    const colors = [{ name: 'Indigo', swatch: '#3f51b5', images: [png()], stock: '', stockBySize: [] }, { name: 'Maroon', swatch: '', images: [png()], stock: '', stockBySize: [] }];
    const form = productCreateForm(productCreateSchema.parse({ ...valid(), colors }));
    expect(form.get('colors')).toBe('[{"name":"Indigo","swatch":"#3f51b5","stock":null},{"name":"Maroon","stock":null}]');
    const wrong = productCreateSchema.safeParse({ ...valid(), colors: [{ ...colors[0], swatch: 'indigo' }] });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['colors.0.swatch', SWATCH_MESSAGE]]);
  });
});

describe('product edit changes', () => {
  it('is null when nothing changed', () => {
    expect(edit()).toBeNull();
  });

  it('has only the changed fields, prices as numbers, the category only when changed', () => {
    const changes = edit((values) => {
      values.discountPrice = '899';
      values.inStock = false;
    });
    expect(changes?.updatedFields).toEqual({ discountPrice: 899, inStock: false });
    expect(changes?.imagesToDelete).toEqual([]);
  });

  it('sends the HSN code and GST rate only when changed', () => {
    expect(productEditValues(product)).toMatchObject({ hsnCode: '6109', gstRate: '5' });
    expect(edit((values) => void (values.hsnCode = '610910'))?.updatedFields).toEqual({ hsnCode: '610910' });
    expect(edit((values) => void (values.gstRate = '12'))?.updatedFields).toEqual({ gstRate: 12 });
    expect(edit((values) => void (values.hsnCode = ''))?.updatedFields).toEqual({ hsnCode: '' });
    expect(edit((values) => void (values.gstRate = '5.0'))).toBeNull();
  });

  it('sends the unit only when changed', () => {
    expect(productEditValues(product)).toMatchObject({ uqc: 'PCS' });
    expect(edit((values) => void (values.uqc = 'SET'))?.updatedFields).toEqual({ uqc: 'SET' });
    expect(edit((values) => void (values.uqc = 'PCS'))).toBeNull();
  });

  it('deletes images by their saved place and adds new files by colour', () => {
    const file = png();
    const changes = edit((values) => {
      values.colors[0]!.savedImages = values.colors[0]!.savedImages.filter(({ index }) => index !== 0);
      values.colors[1]!.images = [file];
    });
    expect(changes?.updatedFields).toEqual({});
    expect(changes?.imagesToDelete).toEqual([{ colorIndex: 0, imageIndex: 0 }]);
    expect(changes?.newImages).toEqual([[], [file]]);
    const form = productEditForm(changes!);
    expect(form.get('imagesToDelete')).toBe('[{"colorIndex":0,"imageIndex":0}]');
    expect(form.getAll('colors[1][images]')).toHaveLength(1);
  });

  it('sends colours as names while positions still match', () => {
    const changes = edit((values) => {
      values.colors[1]!.name = 'Navy';
      values.colors.push({ saved: null, name: 'Green', swatch: '', savedImages: [], images: [png()], stock: '', stockBySize: [] });
    });
    expect(changes?.updatedFields.colors).toEqual([{ name: 'Red' }, { name: 'Navy' }, { name: 'Green' }]);
  });

  it('sends a changed swatch with the colour list, null to go back to the guess, nothing when unchanged', () => {
    expect(productEditValues(product).colors.map((color) => color.swatch)).toEqual(['', '']);
    expect(edit((values) => (values.colors[1]!.swatch = '#3f51b5'))?.updatedFields.colors).toEqual([{ name: 'Red' }, { name: 'Blue', swatch: '#3f51b5' }]);
    const picked = { ...product, colors: product.colors.map((color, i) => (i === 1 ? { ...color, swatch: '#3f51b5' } : color)) };
    expect(productEditValues(picked).colors[1]?.swatch).toBe('#3f51b5');
    expect(edit(() => {}, picked)).toBeNull();
    expect(edit((values) => (values.colors[1]!.swatch = ''), picked)?.updatedFields.colors).toEqual([{ name: 'Red' }, { name: 'Blue', swatch: null }]);
  });

  it('names saved colours by id once a removed colour would shift the others', () => {
    const changes = edit((values) => {
      values.colors.shift();
    });
    expect(changes?.updatedFields.colors).toEqual([{ _id: 'c-blue', name: 'Blue' }]);
    expect(changes?.imagesToDelete).toEqual([]);
  });

  it('removes the last colour by name alone', () => {
    expect(edit((values) => void values.colors.pop())?.updatedFields.colors).toEqual([{ name: 'Red' }]);
  });

  it('sets, replaces and removes the video', () => {
    expect(edit((values) => void (values.videoUrl = 'https://example.com/v'))?.updatedFields).toEqual({ video: 'https://example.com/v' });
    const uploaded = { ...product, video: '/media/v.mp4' };
    const removed = productEditValues(uploaded);
    expect(removed.videoUrl).toBe('');
    removed.savedVideo = null;
    expect(productChanges(uploaded, productEditSchema.parse(removed))?.updatedFields).toEqual({ video: '' });
    expect(productChanges(uploaded, productEditSchema.parse(productEditValues(uploaded)))).toBeNull();
  });

  it('keeps the edit rules: 1 to 3 images a colour, features optional', () => {
    const values = productEditValues(product);
    values.features = '';
    values.colors[1]!.savedImages = [];
    values.colors[0]!.images = [png(), png()];
    const messages = productEditSchema.safeParse(values).error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(['colors.0.images: Maximum 3 images can be uploaded', 'colors.1.images: Atleast 1 image is required']);
  });
});
