import type { Updateable } from 'kysely';
import type { Logger } from 'pino';
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from '../../../common/admin';
import { LOW_STOCK, type AdminProduct, type AdminProductPage, type AdminProductQuery, type Category, type Product, type StoredColor } from '../../../common/catalog';
import { ID_PATTERN, newId } from '../../db/ids';
import { nowIso } from '../../db/time';
import { AppError, type FieldError } from '../../errors';
import { checkedImage, checkedVideo, UnreadableImageError, type MediaStore } from '../media/module';
import type { CategoryInput, NewProductInput, ProductEditInput } from './admin-input';
import type { UnitOfWork } from '../../db/unit-of-work';
import { groupStock, parseStoredColors, parseStoredSizes, toCategory, toColorColumns, toProduct, toProductColumns, toProductRow, type ProductRow, type StockByColor } from './mappers';
import { createProductImport } from './import-service';
import { PRODUCT_CHANGED_MEANWHILE } from './import-writes';
import { productCsvRows } from './products-csv';
import { PRODUCTS_CSV_COLUMNS } from '../../../common/csv';
import { csvStream } from '../../csv/cells';
import { planProductEdit } from './product-edit';
import type { CatalogRepo, ProductMedia } from './repo';
import { applyStockEdit, planStockEdit } from './stock-edit';
import type { PageQuery } from './schema';
import type { ProductsTable } from './tables';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const PRODUCT_DELETED = 'Product deleted successfully';
export const CATEGORY_DELETED = 'Category deleted successfully';
export const CATEGORY_CHANGED_MEANWHILE = 'This category was changed meanwhile. Please reload it and try again.';
export const UNREADABLE_IMAGE = 'The image could not be read';

export type { ImportProgress } from './import-service';

/** Products read per page by the export. */
const EXPORT_PAGE = 200;

/** The product as the admin sees it: the public answer, its status and the shop's own in-stock flag (`inStock` hides it once sold out). */
function toAdminProduct(row: ProductRow, stock: StockByColor | undefined): AdminProduct {
  return { ...toProduct(row, stock), status: row.status, inStockFlag: Boolean(row.in_stock) };
}

export const categoryInUse = (count: number) => `This category still has ${count} ${count === 1 ? 'product' : 'products'}`;

const badRequest = (errors: FieldError[]) => AppError.badRequest(errors[0]?.message ?? 'Invalid input', errors);

/** Every stored file a product's row points at. */
function mediaUrls(media: ProductMedia): string[] {
  const colors = parseStoredColors(media.colors);
  return [...colors.flatMap((color) => color.images), ...(media.video === null ? [] : [media.video])];
}

/**
 * The admin's catalogue writes (docs/decisions/0006). Uploaded files are checked by content and
 * stored before the row is written; a write that fails takes its new files away again; files a
 * write no longer references are removed only after it succeeded. Each stored file belongs to one
 * record (random keys; the demo seed's keys include their owner), so removing it breaks nothing else.
 */
export function createCatalogAdminService(deps: {
  repo: CatalogRepo;
  /** The product row and its stock rows are written in one transaction. */
  transaction: UnitOfWork['transaction'];
  media: MediaStore;
  logger: Logger;
  clock?: () => Date;
  /**
   * Which of these URLs something outside the catalogue still shows (e.g. an order line's image
   * snapshot); those files are kept when the catalogue lets go of them. Default: none.
   */
  referencedElsewhere?: (urls: string[]) => Promise<Set<string>>;
  /**
   * Called after every committed write, before any file it let go of is removed: this process's
   * public catalogue cache re-reads the version the write's triggers bumped, so the admin's next
   * read already shows it (docs/decisions/0007-public-catalogue-cache.md).
   */
  catalogueChanged?: () => Promise<unknown>;
  /** The rate a product created without one takes: the shop's setting, read at creation (docs/decisions/0034). */
  defaultGstRate: () => Promise<number>;
}) {
  const { repo, transaction, media, logger } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The write is committed (and the version bumped with it); a failed re-read only delays what this process shows. */
  async function changed(): Promise<void> {
    try {
      await deps.catalogueChanged?.();
    } catch (error) {
      logger.warn({ err: error }, 'could not re-read the catalogue version; cached answers refresh within a second');
    }
  }

  /** Best effort: a file that cannot be removed is logged (an orphan), never a failed request. */
  async function removeFiles(urls: Iterable<string>): Promise<void> {
    const wanted = [...new Set(urls)].filter((url) => url.startsWith('/media/'));
    if (wanted.length === 0) return;
    let kept = new Set<string>();
    try {
      if (deps.referencedElsewhere) kept = await deps.referencedElsewhere(wanted);
      // A CSV import may have given another product the same file (docs/decisions/0064): kept while one shows it.
      for (const url of await repo.imagesShownByProducts(wanted.filter((url) => !kept.has(url)))) kept.add(url);
    } catch (error) {
      // Unknown whether they are still shown: keep them all (an orphan is cheaper than a broken image).
      logger.warn({ err: error }, 'could not tell whether media files are still referenced; kept them');
      return;
    }
    const results = await Promise.allSettled(wanted.filter((url) => !kept.has(url)).map((url) => media.remove(url)));
    results.forEach((result) => {
      if (result.status === 'rejected') logger.warn({ err: result.reason }, 'could not remove a media file');
    });
  }

  /** Runs `work` with a list of the files it writes; if it fails, those files (nobody saw them) are removed. */
  async function withNewFiles<T>(work: (written: string[]) => Promise<T>): Promise<T> {
    const written: string[] = [];
    try {
      return await work(written);
    } catch (error) {
      const results = await Promise.allSettled(written.map((url) => media.remove(url)));
      results.forEach((result) => {
        if (result.status === 'rejected') logger.warn({ err: result.reason }, 'could not remove a media file');
      });
      throw error;
    }
  }

  async function saveImage(bytes: Buffer, path: string, written: string[]): Promise<string> {
    try {
      const url = await media.saveImage(bytes);
      written.push(url);
      return url;
    } catch (error) {
      if (error instanceof UnreadableImageError) throw badRequest([{ path, message: UNREADABLE_IMAGE }]);
      throw error;
    }
  }

  async function categoryExists(id: string): Promise<boolean> {
    return ID_PATTERN.test(id) && (await repo.findCategoryById(id)) !== undefined;
  }

  async function productAnswer(id: string): Promise<Product> {
    const row = await repo.findProductForAdmin(id);
    if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
    return toProduct(row, groupStock(await repo.stockOfProducts([id])).get(id));
  }

  async function categoryAnswer(id: string): Promise<Category> {
    const row = await repo.findCategoryById(id);
    if (!row) throw AppError.notFound(CATEGORY_NOT_FOUND);
    return toCategory(row);
  }

  const productImport = createProductImport({ repo, transaction, clock, defaultGstRate: deps.defaultGstRate, changed, removeFiles });

  return {
    /**
     * GET /api/admin/products/export.csv (docs/decisions/0064): every product, oldest first, read a
     * page at a time as the client takes the file.
     */
    exportCsv(): ReadableStream<Uint8Array> {
      async function* pages() {
        let after: { created_at: string | Date; id: string } | null = null;
        for (;;) {
          const rows = await repo.productsPage(after, EXPORT_PAGE);
          if (rows.length === 0) return;
          const stock = groupStock(await repo.stockOfProducts(rows.map((row) => row.id)));
          yield rows.flatMap((row) => productCsvRows(row, stock.get(row.id)));
          if (rows.length < EXPORT_PAGE) return;
          const last = rows[rows.length - 1]!;
          after = { created_at: last.created_at, id: last.id };
        }
      }
      return csvStream(PRODUCTS_CSV_COLUMNS, pages());
    },

    /** POST /api/admin/products/import (import-service.ts). */
    importProducts: productImport.importProducts,

    /** The product as the edit form loads it: the public answer plus the shop's own flag, which `inStock` hides once sold out. */
    async getProduct(id: string): Promise<AdminProduct> {
      const row = ID_PATTERN.test(id) ? await repo.findProductForAdmin(id) : undefined;
      if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
      return toAdminProduct(row, groupStock(await repo.stockOfProducts([id])).get(id));
    },

    /**
     * A page of the admin's product list (every status unless filtered), newest first. An unknown
     * category finds nothing rather than failing: the filter came from a link or a stale form.
     */
    async listProducts(query: AdminProductQuery & PageQuery): Promise<AdminProductPage> {
      const { page, limit } = query;
      let categoryId: string | undefined;
      if (query.category !== undefined) {
        const category = (ID_PATTERN.test(query.category) ? await repo.findCategoryById(query.category) : undefined) ?? (await repo.findCategoryByName(query.category));
        if (category === undefined) return { products: [], pages: 0 };
        categoryId = category.id;
      }
      const { rows, total } = await repo.listProductsForAdmin({ q: query.q, categoryId, status: query.status, stock: query.stock, lowBelow: LOW_STOCK }, (page - 1) * limit, limit);
      const stock = groupStock(await repo.stockOfProducts(rows.map((row) => row.id)));
      return { products: rows.map((row) => toAdminProduct(row, stock.get(row.id))), pages: Math.ceil(total / limit) };
    },

    async createProduct(input: NewProductInput): Promise<Product> {
      const { fields } = input;
      if (!(await categoryExists(fields.category))) throw badRequest([{ path: 'category', message: PRODUCT_MESSAGES.categoryNotFound }]);
      // Every file is checked (size, type by content) before any is stored.
      const images = await Promise.all(input.images.map((files, i) => Promise.all(files.map((file) => checkedImage(file, `colors.${i}.images`)))));
      const video = input.videoFile ? await checkedVideo(input.videoFile, 'video') : undefined;

      const id = newId();
      const colorIds = fields.colors.map(() => newId());
      const stock = planStockEdit(id, fields.sizes, fields.colors.map((entry, i) => ({ _id: colorIds[i]!, entry })));
      if (stock.errors.length > 0) throw badRequest(stock.errors);
      await withNewFiles(async (written) => {
        const colors: StoredColor[] = [];
        for (const [i, color] of fields.colors.entries()) {
          const urls: string[] = [];
          for (const bytes of images[i] ?? []) urls.push(await saveImage(bytes, `colors.${i}.images`, written));
          colors.push({ _id: colorIds[i]!, name: color.name, images: urls, swatch: color.swatch ?? null });
        }
        let videoUrl = fields.video === undefined || fields.video === '' ? null : fields.video;
        if (video) {
          videoUrl = await media.saveFile(video.bytes, video.type);
          written.push(videoUrl);
        }
        const now = nowIso(clock);
        await transaction(async () => {
          const gstRate = fields.gstRate ?? (await deps.defaultGstRate());
          const outcome = await repo.insertProduct(toProductRow(id, { ...fields, gstRate, colors, video: videoUrl }, now));
          if (outcome === 'no-category') throw badRequest([{ path: 'category', message: PRODUCT_MESSAGES.categoryNotFound }]);
          await applyStockEdit(repo, stock, { id, colorIds, sizes: fields.sizes });
        });
      });
      await changed();
      return productAnswer(id);
    },

    /** Applies an edit (the plan: product-edit.ts); files are stored only once every rule holds. */
    async updateProduct(id: string, input: ProductEditInput): Promise<Product> {
      const row = ID_PATTERN.test(id) ? await repo.findProductRow(id) : undefined;
      if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const { fields } = input;
      const { colors, colorsTouched, errors } = planProductEdit(row, input);
      const sizes = fields.sizes ?? parseStoredSizes(row.sizes);
      const stock = planStockEdit(id, sizes, colors.map((color, i) => ({ _id: color._id, entry: fields.colors?.[i] })));
      errors.push(...stock.errors);
      const categoryChanged = fields.category !== undefined && fields.category !== row.category_id;
      if (categoryChanged && !(await categoryExists(fields.category ?? ''))) errors.push({ path: 'category', message: PRODUCT_MESSAGES.categoryNotFound });
      if (errors.length > 0) throw badRequest(errors);

      const newImages = await Promise.all(colors.map((_, i) => Promise.all((input.newImages.get(i) ?? []).map((file) => checkedImage(file, `colors.${i}.images`)))));
      const video = input.videoFile ? await checkedVideo(input.videoFile, 'video') : undefined;
      const videoTouched = fields.video !== undefined || video !== undefined;

      const after = await withNewFiles(async (written) => {
        const finalColors: StoredColor[] = [];
        for (const [i, color] of colors.entries()) {
          const added: string[] = [];
          for (const bytes of newImages[i] ?? []) added.push(await saveImage(bytes, `colors.${i}.images`, written));
          finalColors.push({ ...color, images: [...color.images, ...added] });
        }
        let videoUrl = row.video;
        if (fields.video !== undefined) videoUrl = fields.video === '' ? null : fields.video;
        if (video) {
          videoUrl = await media.saveFile(video.bytes, video.type);
          written.push(videoUrl);
        }

        // An unchanged category is not written (nor checked): only what the edit changes is.
        const values: Updateable<ProductsTable> = {
          ...toProductColumns({ ...fields, category: categoryChanged ? fields.category : undefined }),
          ...(colorsTouched ? toColorColumns(finalColors) : {}),
          ...(videoTouched ? { video: videoUrl } : {}),
          ...(fields.sizes !== undefined ? { sizes: JSON.stringify(fields.sizes) } : {}),
          updated_at: nowIso(clock),
        };
        // Colours and video are read-modify-write: only onto the row as it was read.
        const guard = colorsTouched || videoTouched ? { colors: row.colors, video: row.video } : undefined;
        await transaction(async () => {
          const outcome = await repo.updateProduct(id, values, guard);
          if (outcome === 'no-category') throw badRequest([{ path: 'category', message: PRODUCT_MESSAGES.categoryNotFound }]);
          if (outcome === 'missed') {
            if (!(await repo.findProductRow(id))) throw AppError.notFound(PRODUCT_NOT_FOUND);
            throw AppError.conflict(PRODUCT_CHANGED_MEANWHILE);
          }
          await applyStockEdit(repo, stock, { id, colorIds: finalColors.map((color) => color._id), sizes });
        });
        return { colors: values.colors ?? row.colors, video: videoTouched ? videoUrl : row.video };
      });

      await changed();
      // Committed: the files the product no longer points at go.
      const stillUsed = new Set(mediaUrls(after));
      await removeFiles(mediaUrls(row).filter((url) => !stillUsed.has(url)));
      return productAnswer(id);
    },

    async deleteProduct(id: string): Promise<{ message: string }> {
      const deleted = ID_PATTERN.test(id) ? await repo.deleteProduct(id) : undefined;
      if (!deleted) throw AppError.notFound(PRODUCT_NOT_FOUND);
      await changed();
      await removeFiles(mediaUrls(deleted));
      return { message: PRODUCT_DELETED };
    },

    async createCategory(input: CategoryInput): Promise<Category> {
      const { name } = input.fields;
      if (await repo.findCategoryByName(name)) throw AppError.conflict(CATEGORY_MESSAGES.nameTaken);
      const bytes = input.imageFile ? await checkedImage(input.imageFile, 'image') : undefined;
      const id = newId();
      await withNewFiles(async (written) => {
        const image = bytes ? await saveImage(bytes, 'image', written) : '';
        const now = nowIso(clock);
        // A new category may take a renamed one's old name: the name is then its own, not a redirect.
        await transaction(async () => {
          const outcome = await repo.insertCategory({ id, name, name_key: name.toLowerCase(), image, created_at: now, updated_at: now });
          if (outcome === 'duplicate') throw AppError.conflict(CATEGORY_MESSAGES.nameTaken);
          await repo.deleteCategoryAlias(name.toLowerCase());
        });
      });
      await changed();
      return categoryAnswer(id);
    },

    /** Renames the category and, with a new image, replaces its image (the old file goes after the update). */
    async updateCategory(id: string, input: CategoryInput): Promise<Category> {
      const row = ID_PATTERN.test(id) ? await repo.findCategoryById(id) : undefined;
      if (!row) throw AppError.notFound(CATEGORY_NOT_FOUND);
      const { name } = input.fields;
      const holder = await repo.findCategoryByName(name);
      if (holder && holder.id !== id) throw AppError.conflict(CATEGORY_MESSAGES.nameTaken);
      const bytes = input.imageFile ? await checkedImage(input.imageFile, 'image') : undefined;

      const image = await withNewFiles(async (written) => {
        const newImage = bytes ? await saveImage(bytes, 'image', written) : row.image;
        const now = nowIso(clock);
        // The old name becomes a redirect in the rename's transaction (docs/decisions/0027): old links keep working.
        await transaction(async () => {
          const outcome = await repo.updateCategory(id, { name, name_key: name.toLowerCase(), image: newImage, updated_at: now }, row.image);
          if (outcome === 'duplicate') throw AppError.conflict(CATEGORY_MESSAGES.nameTaken);
          if (outcome === 'missed') {
            if (!(await repo.findCategoryById(id))) throw AppError.notFound(CATEGORY_NOT_FOUND);
            throw AppError.conflict(CATEGORY_CHANGED_MEANWHILE);
          }
          await repo.recordCategoryRename(id, row.name_key, name.toLowerCase(), now);
        });
        return newImage;
      });
      await changed();
      if (image !== row.image) await removeFiles([row.image]);
      return categoryAnswer(id);
    },

    /** 409 while products use the category; else the category and its image go. */
    async deleteCategory(id: string): Promise<{ message: string }> {
      if (!(await categoryExists(id))) throw AppError.notFound(CATEGORY_NOT_FOUND);
      const count = await repo.countInCategoryForAdmin(id);
      if (count > 0) throw AppError.conflict(categoryInUse(count));
      const deleted = await repo.deleteCategory(id);
      // A product added between the count and the delete: the foreign key refuses.
      if (deleted === 'in-use') throw AppError.conflict(categoryInUse(await repo.countInCategoryForAdmin(id)));
      if (!deleted) throw AppError.notFound(CATEGORY_NOT_FOUND);
      await changed();
      await removeFiles([deleted.image]);
      return { message: CATEGORY_DELETED };
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
