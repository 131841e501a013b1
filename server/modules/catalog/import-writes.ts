import { PRODUCT_MESSAGES } from '../../../common/admin';
import { AppError } from '../../errors';
import { parseStoredColors, toProductRow } from './mappers';
import type { ProductPlan } from './products-csv';
import type { CatalogRepo } from './repo';

export const PRODUCT_CHANGED_MEANWHILE = 'This product was changed meanwhile. Please reload it and try again.';

/** New products per insert batch (the repo splits each into statements), and how often the progress is told while updating. */
const INSERT_BATCH = 500;
const PROGRESS_EVERY = 250;

/** Whether an update takes colours or sizes away, so that stock rows of them must go (else none can be outside: every write prunes them). */
function prunesStock(plan: ProductPlan & { existing: NonNullable<ProductPlan['existing']> }): boolean {
  const before = parseStoredColors(plan.existing.colors).map((color) => color._id);
  const after = new Set(plan.colors.map((color) => color._id));
  return before.some((id) => !after.has(id)) || plan.existing.sizes !== JSON.stringify(plan.sizes);
}

/**
 * Writes a planned import (docs/decisions/0064, 0068) in the caller's transaction with as few
 * statements as it can: the new products many to an insert, each updated product one guarded
 * UPDATE of only the columns it changes, then every stock figure of the file many to a statement.
 * Measured, one statement per product and per stock row was most of an import's time.
 * `onWritten` hears how many products are written so far.
 */
export async function writeImport(repo: CatalogRepo, plans: readonly ProductPlan[], now: string, onWritten?: (done: number) => void): Promise<void> {
  const created = plans.filter((plan) => plan.existing === undefined);
  const updated = plans.flatMap((plan) => (plan.existing === undefined ? [] : [{ ...plan, existing: plan.existing }]));
  let done = 0;

  // A category deleted since the file was checked names its row; one the insert still misses (a
  // concurrent delete) refuses the whole file all the same.
  const categories = await repo.existingCategoryIds([...new Set(created.map((plan) => plan.fields.category))]);
  const orphan = created.find((plan) => !categories.has(plan.fields.category));
  if (orphan) throw AppError.conflict(`Row ${orphan.row}: ${PRODUCT_MESSAGES.categoryNotFound}`);
  for (let i = 0; i < created.length; i += INSERT_BATCH) {
    const batch = created.slice(i, i + INSERT_BATCH);
    const outcome = await repo.insertProductRows(batch.map((plan) => toProductRow(plan.id, { ...plan.fields, colors: plan.colors, sizes: plan.sizes, video: plan.video }, now)));
    if (outcome === 'no-category') throw AppError.conflict(`Row ${batch[0]!.row}: ${PRODUCT_MESSAGES.categoryNotFound}`);
    done += batch.length;
    onWritten?.(done);
  }

  for (const plan of updated) {
    // Guarded on the colours, video and sizes as read: another edit meanwhile refuses the file (409).
    const outcome = await repo.updateProduct(plan.id, { ...plan.changes, updated_at: now }, { colors: plan.existing.colors, video: plan.existing.video, sizes: plan.existing.sizes });
    if (outcome === 'no-category') throw AppError.conflict(`Row ${plan.row}: ${PRODUCT_MESSAGES.categoryNotFound}`);
    if (outcome === 'missed') throw AppError.conflict(`Row ${plan.row}: ${PRODUCT_CHANGED_MEANWHILE}`);
    if (prunesStock(plan)) await repo.deleteStockOutside(plan.id, plan.colors.map((color) => color._id), plan.sizes);
    done += 1;
    if (done % PROGRESS_EVERY === 0) onWritten?.(done);
  }

  // A new product has no stock rows to untrack; the figures set are the file's, absolute.
  await repo.untrackStock(updated.flatMap((plan) => plan.stock.untrack));
  await repo.setStock(plans.flatMap((plan) => plan.stock.set));
  onWritten?.(plans.length);
}
