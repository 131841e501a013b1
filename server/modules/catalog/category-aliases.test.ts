import { describe, expect, it } from 'vitest';
import type { Category } from '../../../common/catalog';
import { app, expectError, send, startCatalogAdminApp } from '../../test/admin-routes-fixtures';

// docs/decisions/0027: a renamed category's old names lead to its current name (/products/{old} answers 301).
startCatalogAdminApp();

const form = (name: string) => {
  const body = new FormData();
  body.append('name', name);
  return body;
};

async function create(name: string): Promise<Category> {
  const response = await send('POST', '/api/categories', form(name));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Category;
}

async function rename(id: string, name: string): Promise<void> {
  const response = await send('PUT', `/api/categories/${id}`, form(name));
  expect(response.status, await response.clone().text()).toBe(200);
}

const renamed = (name: string) => app.runtime.services.catalog.renamedCategory(name);

describe('PUT /api/categories/{id} keeps the old name as an alias', () => {
  it('leads the old name, in any case, to the new one', async () => {
    const category = await create('Shoes');
    expect(await renamed('Shoes')).toBeNull();
    await rename(category._id, 'Sneakers');
    expect(await renamed('Shoes')).toBe('Sneakers');
    expect(await renamed('SHOES')).toBe('Sneakers');
    // The current name is a category, not an alias.
    expect(await renamed('Sneakers')).toBeNull();
  });

  it('collapses chains: every old name leads straight to the newest', async () => {
    const category = await create('Bags A');
    await rename(category._id, 'Bags B');
    await rename(category._id, 'Bags C');
    expect(await renamed('Bags A')).toBe('Bags C');
    expect(await renamed('Bags B')).toBe('Bags C');
  });

  it('lets a renamed category take back its old name', async () => {
    const category = await create('Lamps');
    await rename(category._id, 'Lights');
    await rename(category._id, 'Lamps');
    expect(await renamed('Lamps')).toBeNull();
    expect(await renamed('Lights')).toBe('Lamps');
  });

  it('writes no alias for a change of case only', async () => {
    const category = await create('toys');
    await rename(category._id, 'Toys');
    expect(await renamed('toys')).toBeNull();
  });

  it('gives an old name to a new category that takes it, and to another renamed to it', async () => {
    const first = await create('Watches');
    await rename(first._id, 'Timepieces');
    const taker = await create('Watches');
    expect(await renamed('Watches')).toBeNull();
    expect((await app.fetch('/api/products/category/Watches')).status).toBe(200);

    const second = await create('Clocks');
    await rename(first._id, 'Wall clocks');
    expect(await renamed('Timepieces')).toBe('Wall clocks');
    await rename(second._id, 'Timepieces');
    expect(await renamed('Timepieces')).toBeNull();
    expect(await renamed('Clocks')).toBe('Timepieces');
    expect(taker.name).toBe('Watches');
  });

  it('keeps the old name when the rename fails, and drops the aliases with the category', async () => {
    const category = await create('Rugs');
    await create('Carpets');
    await expectError(await send('PUT', `/api/categories/${category._id}`, form('carpets')), 409, 'A category with this name already exists');
    expect(await renamed('Rugs')).toBeNull();
    await rename(category._id, 'Mats');
    expect(await renamed('Rugs')).toBe('Mats');
    expect((await send('DELETE', `/api/categories/${category._id}`, undefined)).status).toBe(200);
    expect(await renamed('Rugs')).toBeNull();
  });
});
