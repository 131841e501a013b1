import { toIso } from '../../db/time';
import type { CatalogRepo, SitemapKey } from './repo';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org); bigger catalogues get several files. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows per query while a file is read: better-sqlite3 is synchronous, so small batches keep other requests moving. */
const BATCH_SIZE = 5_000;

export interface SitemapStamp {
  id: string;
  updatedAt: string;
}

/**
 * What the sitemap needs of the catalogue and nothing more: how many product files there are, and
 * one file's products as id + update time (no JSON columns read), oldest first: new products go
 * to the last file, so the others keep their products (only deletions shift them).
 */
export function createSitemapSource(repo: CatalogRepo, { fileSize = SITEMAP_MAX_URLS, batchSize = BATCH_SIZE } = {}) {
  return {
    /** How many product files the sitemap index lists (0 when the catalogue is empty). */
    async productFileCount(): Promise<number> {
      return Math.ceil((await repo.countProducts({})) / fileSize);
    },

    /** The products of file `file` (from 1); empty past the last file. */
    async productFile(file: number): Promise<SitemapStamp[]> {
      if (!Number.isInteger(file) || file < 1) return [];
      // Where the file starts: the key of the last product of the file before (an index-only
      // step), then keyset batches, so no batch re-reads the rows before it as OFFSET would.
      let after: SitemapKey | null = null;
      if (file > 1) {
        const previous = await repo.productKeyAt((file - 1) * fileSize - 1);
        if (previous === undefined) return [];
        after = previous;
      }
      const stamps: SitemapStamp[] = [];
      while (stamps.length < fileSize) {
        const wanted = Math.min(batchSize, fileSize - stamps.length);
        const rows = await repo.listProductStamps(after, wanted);
        for (const row of rows) stamps.push({ id: row.id, updatedAt: toIso(row.updated_at) });
        const last = rows.at(-1);
        if (rows.length < wanted || last === undefined) break;
        after = { id: last.id, created_at: last.created_at };
      }
      return stamps;
    },

    /** Every category's name (its list page is `/products/{name}`) and update time. */
    async categories(): Promise<{ name: string; updatedAt: string }[]> {
      return (await repo.listCategories()).map((row) => ({ name: row.name, updatedAt: toIso(row.updated_at) }));
    },
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;
