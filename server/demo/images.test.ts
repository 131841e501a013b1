import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  RENDER_SIZE,
  categoryImageSvg,
  productImageSvg,
  productShotSvg,
  renderSvg,
} from './images';
import { type ShapeName, shapes } from './shapes/index';

describe('demo image drawings', () => {
  it('renders a square PNG', async () => {
    const png = await renderSvg(
      productImageSvg({
        name: 'Essential Crew Neck T-Shirt',
        category: "Men's Clothing",
        colorName: 'Teal',
        colorHex: '#0f766e',
        view: 0,
      }),
    );
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', RENDER_SIZE, RENDER_SIZE]);
  });

  it('draws every shape in every view as valid SVG', async () => {
    const names = Object.keys(shapes).filter((name): name is ShapeName => name in shapes);
    for (const name of names) {
      for (const view of [0, 1, 2] as const) {
        // librsvg rejects malformed markup, so a successful decode proves the SVG is well formed.
        const meta = await sharp(Buffer.from(productShotSvg(name, '#fafafa', view))).metadata();
        expect(meta.width, `${name} view ${view}`).toBe(RENDER_SIZE);
      }
    }
  });

  it('makes the views and colours of one product differ', () => {
    const spec = {
      name: 'Digital Sports Watch',
      category: 'Watches',
      colorName: 'Red',
      colorHex: '#c81e2c',
    };
    const views = [0, 1, 2].map((view) => productImageSvg({ ...spec, view: view as 0 | 1 | 2 }));
    expect(new Set(views).size).toBe(3);
    expect(productImageSvg({ ...spec, view: 0 })).not.toBe(
      productImageSvg({ ...spec, colorHex: '#2563eb', view: 0 }),
    );
  });

  it('falls back to a drawing from the category name for an unknown motif', async () => {
    const svg = categoryImageSvg({ name: 'Footwear', hue: 20, motif: 'no-such-motif' });
    expect((await sharp(Buffer.from(svg)).metadata()).width).toBe(RENDER_SIZE);
  });
});
