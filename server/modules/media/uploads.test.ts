import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../errors';
import { checkedImage, checkedVideo, sniffImage, sniffVideo } from './uploads';

const pngBytes = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer();
const jpegBytes = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } }).jpeg().toBuffer();
const webpBytes = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#00c' } }).webp().toBuffer();

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return isAppError(error) ? `${error.kind}: ${error.message}` : String(error);
  }
}

describe('sniffImage', () => {
  it('knows JPEG and PNG by their first bytes, and nothing else', async () => {
    expect(sniffImage(await pngBytes())).toBe('png');
    expect(sniffImage(await jpegBytes())).toBe('jpeg');
    expect(sniffImage(await webpBytes())).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('sniffVideo', () => {
  const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(12)]);

  it('knows MP4 by its ftyp brand and WebM by its EBML doc type', () => {
    expect(sniffVideo(ftyp('isom'))).toBe('mp4');
    expect(sniffVideo(ftyp('mp42'))).toBe('mp4');
    expect(sniffVideo(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm')]))).toBe('webm');
  });

  it('refuses HEIC/AVIF images (same box layout), Matroska and text', () => {
    expect(sniffVideo(ftyp('heic'))).toBeNull();
    expect(sniffVideo(ftyp('avif'))).toBeNull();
    expect(sniffVideo(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]), Buffer.from('matroska')]))).toBeNull();
    expect(sniffVideo(Buffer.from('not a video at all'))).toBeNull();
  });
});

describe('checkedImage and checkedVideo', () => {
  it('answer 413 over the size limit and 415 for the wrong content', async () => {
    const big = new File([new Uint8Array(Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]))], 'a.png');
    expect(await kindOf(checkedImage(big, 'image'))).toBe('PAYLOAD_TOO_LARGE: File too large');
    expect(await kindOf(checkedImage(new File(['text'], 'a.png', { type: 'image/png' }), 'image'))).toBe('UNSUPPORTED_MEDIA_TYPE: File type must be image/jpeg, image/jpg or image/png');
    expect(await kindOf(checkedImage(new File([new Uint8Array(await jpegBytes())], 'no-extension'), 'image'))).toBe('ok');
    expect(await kindOf(checkedVideo(new File(['text'], 'a.mp4', { type: 'video/mp4' }), 'video'))).toBe('UNSUPPORTED_MEDIA_TYPE: File type must be video/mp4 or video/webm');
  });
});
