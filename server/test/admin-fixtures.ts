import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AdminLoginResponse } from '../../common/admin';
import { IMAGE_WIDTHS } from '../../common/images';
import { json } from './accounts-fixtures';
import type { TestApp } from './app';

let sequence = 0;

/** Creates an admin in the app's database and signs it in over HTTP; returns its token and credentials. */
export async function signInAdmin(app: TestApp, email = `admin.${++sequence}.${Date.now()}@example.in`, password = 'admin-secret'): Promise<AdminLoginResponse & { password: string }> {
  await app.runtime.services.admins.upsertAdmin(email, password);
  const response = await app.fetch('/api/admin/login', json({ email, password }));
  expect(response.status).toBe(200);
  return { ...((await response.json()) as AdminLoginResponse), password };
}

/** Real image bytes (sharp draws a solid rectangle). */
export function pngBytes(width = 64, height = 48, colour = { r: 200, g: 40, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 220 } } }).jpeg().toBuffer();
}

/** The smallest MP4 prefix our check accepts: an `ftyp` box with the `isom` brand, then padding. */
export function mp4Bytes(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

export const file = (bytes: Uint8Array | string, name: string, type: string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
export const png = async (name = 'photo.png') => file(await pngBytes(), name, 'image/png');

/** The files in the app's upload folder, sorted. */
export async function uploads(app: TestApp): Promise<string[]> {
  return (await readdir(join(app.runtime.config.DATA_DIR, 'uploads'))).sort();
}

/** The WebP variant names of an image URL `/media/{key}-640.webp`, one per width. */
export function variantsOf(url: string): string[] {
  const key = /^\/media\/([a-z0-9-]+)-640\.webp$/.exec(url)?.[1];
  expect(key, url).toBeDefined();
  return IMAGE_WIDTHS.map((width) => `${key}-${width}.webp`);
}
