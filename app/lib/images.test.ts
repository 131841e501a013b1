import { describe, expect, it } from 'vitest';
import { imageAt, imageSrcSet } from './images';

describe('imageSrcSet', () => {
  it('lists the three variants of an uploaded image', () => {
    expect(imageSrcSet('/media/k-640.webp')).toBe(
      '/media/k-320.webp 320w, /media/k-640.webp 640w, /media/k-1280.webp 1280w',
    );
  });

  it('works from any variant and with dashed keys', () => {
    expect(imageSrcSet('/media/ab12-cd34-320.webp')).toBe(
      '/media/ab12-cd34-320.webp 320w, /media/ab12-cd34-640.webp 640w, /media/ab12-cd34-1280.webp 1280w',
    );
  });

  it('is undefined for other URLs', () => {
    expect(imageSrcSet('')).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/shirt.jpg')).toBeUndefined();
    expect(imageSrcSet('/media/k-800.webp')).toBeUndefined();
    expect(imageSrcSet('/media/video.mp4')).toBeUndefined();
    expect(imageSrcSet('/media/k-640.webp?v=2')).toBeUndefined();
    expect(imageSrcSet('/media/../k-640.webp')).toBeUndefined();
  });
});

describe('imageAt', () => {
  it('picks the smallest variant that is wide enough', () => {
    expect(imageAt('/media/k-640.webp', 96)).toBe('/media/k-320.webp');
    expect(imageAt('/media/k-640.webp', 320)).toBe('/media/k-320.webp');
    expect(imageAt('/media/k-640.webp', 321)).toBe('/media/k-640.webp');
    expect(imageAt('/media/k-320.webp', 1280)).toBe('/media/k-1280.webp');
  });

  it('falls back to the largest variant for very wide requests', () => {
    expect(imageAt('/media/k-640.webp', 4000)).toBe('/media/k-1280.webp');
  });

  it('returns other URLs unchanged', () => {
    expect(imageAt('https://cdn.example.com/a.jpg', 320)).toBe('https://cdn.example.com/a.jpg');
    expect(imageAt('', 320)).toBe('');
  });
});
