import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../../common/images';
import { UnreadableImageError, createLocalMediaStore, mediaFilePath } from './store';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'haat-media-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
}

/** A real, all-black greyscale PNG of this size: 50 MP compresses to some 50 KB (a "decompression bomb"). */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * height)); // each row: filter byte 0, then black pixels
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

async function widthOf(file: string): Promise<number | undefined> {
  return (await sharp(file).metadata()).width;
}

describe('createLocalMediaStore', () => {
  it('creates the upload directory when it is missing', async () => {
    const nested = path.join(dir, 'data', 'uploads');
    createLocalMediaStore(nested);
    expect((await stat(nested)).isDirectory()).toBe(true);
  });

  it('writes one WebP variant per width and returns the 640 URL', async () => {
    const media = createLocalMediaStore(dir);
    const url = await media.saveImage(await solidPng(2000, 1000));

    const match = /^\/media\/([0-9a-f]{32})-640\.webp$/.exec(url);
    expect(match).not.toBeNull();
    const key = match?.[1] ?? '';
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(dir, `${key}-${width}.webp`);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
    }
    // No temp files are left behind by the atomic writes.
    expect((await readdir(dir)).sort()).toEqual(IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`).sort());
  });

  it('never upscales a small source but still writes every width file', async () => {
    const media = createLocalMediaStore(dir);
    await media.saveImage(await solidPng(500, 500), 'small-one');
    expect(await widthOf(path.join(dir, 'small-one-320.webp'))).toBe(320);
    expect(await widthOf(path.join(dir, 'small-one-640.webp'))).toBe(500);
    expect(await widthOf(path.join(dir, 'small-one-1280.webp'))).toBe(500);
  });

  it('reuses existing files for a given key', async () => {
    const media = createLocalMediaStore(dir);
    const first = await media.saveImage(await solidPng(700, 700), 'demo-abc');
    const before = (await stat(path.join(dir, 'demo-abc-640.webp'))).mtimeMs;
    // Not even a valid image: proves the second call does not decode anything.
    const second = await media.saveImage(Buffer.from('not an image'), 'demo-abc');
    expect(second).toBe(first);
    expect(first).toBe('/media/demo-abc-640.webp');
    expect((await stat(path.join(dir, 'demo-abc-640.webp'))).mtimeMs).toBe(before);
  });

  it('rejects keys outside [a-z0-9-] and unreadable images', async () => {
    const media = createLocalMediaStore(dir);
    const png = await solidPng(10, 10);
    await expect(media.saveImage(png, '../evil')).rejects.toThrow(/Invalid media key/);
    await expect(media.saveImage(png, 'Upper')).rejects.toThrow(/Invalid media key/);
    await expect(media.saveImage(Buffer.from('plain text'))).rejects.toThrow();
  });

  it('removeImage deletes every variant and ignores unknown URLs', async () => {
    const media = createLocalMediaStore(dir);
    const url = await media.saveImage(await solidPng(800, 800), 'to-delete');
    const keep = await media.saveImage(await solidPng(800, 800), 'to-keep');
    await media.removeImage(url);
    await media.removeImage('/media/does-not-exist-640.webp');
    await media.removeImage('/media/../../etc/passwd');
    await media.removeImage('https://example.com/x.jpg');
    expect((await readdir(dir)).sort()).toEqual(
      IMAGE_WIDTHS.map((w) => `to-keep-${w}.webp`).sort(),
    );
    expect(keep).toBe('/media/to-keep-640.webp');
  });

  it('remove deletes what saveImage or saveFile stored, and ignores anything else', async () => {
    const media = createLocalMediaStore(dir);
    const image = await media.saveImage(await solidPng(100, 100));
    const video = await media.saveFile(Buffer.from('video'), 'mp4');
    const keep = await media.saveFile(Buffer.from('keep'), 'webm');
    await media.remove(image);
    await media.remove(video);
    for (const url of ['', 'https://example.com/a.mp4', '/media/../x.mp4', '/media/missing.mp4', '/etc/passwd']) await media.remove(url);
    expect(await readdir(dir)).toEqual([keep.slice('/media/'.length)]);
  });

  it('refuses undecodable input and images with too many pixels as UnreadableImageError', async () => {
    const media = createLocalMediaStore(dir);
    await expect(media.saveImage(Buffer.from('plain text'))).rejects.toBeInstanceOf(UnreadableImageError);
    // 7100 x 7100 = 50.4 MP, over MAX_INPUT_PIXELS: refused before it is decoded.
    const bomb = blackPng(7100, 7100);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(media.saveImage(bomb)).rejects.toBeInstanceOf(UnreadableImageError);
    expect(await readdir(dir)).toEqual([]);
  });

  it('saveFile stores bytes under key.ext', async () => {
    const media = createLocalMediaStore(dir);
    const url = await media.saveFile(Buffer.from('video bytes'), 'mp4', 'demo-video');
    expect(url).toBe('/media/demo-video.mp4');
    expect(await readFile(path.join(dir, 'demo-video.mp4'), 'utf8')).toBe('video bytes');
    const random = await media.saveFile(Buffer.from('x'), 'bin');
    expect(random).toMatch(/^\/media\/[0-9a-f]{32}\.bin$/);
    await expect(media.saveFile(Buffer.from('x'), 'mp4/../x')).rejects.toThrow();
  });
});

describe('mediaFilePath', () => {
  it('maps a media URL to a file inside the directory', () => {
    expect(mediaFilePath('/data/uploads', '/media/xyz-640.webp')).toBe(
      path.resolve('/data/uploads/xyz-640.webp'),
    );
    expect(mediaFilePath('/data/uploads', '/media/demo-video.mp4')).toBe(
      path.resolve('/data/uploads/demo-video.mp4'),
    );
  });

  it.each([
    '/media/../secret.webp',
    '/media/..%2Fsecret.webp',
    '/media/a/b-640.webp',
    '/media/.hidden.webp',
    '/media/xyz-640.webp/',
    '/media/XYZ-640.webp',
    '/media/xyz 640.webp',
    '/media/xyz\\640.webp',
    '/media/xyz-640.webp\0',
    '/media/',
    '/other/xyz-640.webp',
    'media/xyz-640.webp',
    '/media/noext',
  ])('rejects %j', (url) => {
    expect(mediaFilePath('/data/uploads', url)).toBeNull();
  });
});
