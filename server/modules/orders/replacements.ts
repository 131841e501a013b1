import type { Logger } from 'pino';
import { ORDER_NOT_FOUND, REPLACEMENT_WINDOW_DAYS, type AdminOrder } from '../../../common/admin-orders';
import type { Order } from '../../../common/orders';
import { asksForSize, MAX_REPLACEMENT_PHOTOS, REPLACEMENT_MESSAGES, replacementEventNote, type ReplacementRequestInput } from '../../../common/replacements';
import { newId } from '../../db/ids';
import { toIso } from '../../db/time';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, type FieldError } from '../../errors';
import { checkedImage, UnreadableImageError, type MediaStore } from '../media/module';
import type { OrderEvents } from './events';
import type { OrderLookup } from './lookup';
import { toAdminOrder, toOrder } from './mappers';
import type { OrderMail } from './order-mail';
import type { OrdersRepo } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export const REPLACEMENT_NOT_DELIVERED = 'A replacement can be asked for only once the order is delivered';
export const REPLACEMENT_TOO_LATE = `A replacement can be asked for only within ${REPLACEMENT_WINDOW_DAYS} days of delivery`;
export const REPLACEMENT_ALREADY = 'A replacement was already asked for this item';
export const REPLACEMENT_NOT_FOUND = 'Replacement request not found';
export const UNKNOWN_SIZE = 'Please choose one of the product’s sizes';
export const UNREADABLE_PHOTO = 'The photo could not be read';
export const alreadyDecided = (status: string) => `This replacement request was already ${status}`;
/** The timeline's word when the shop accepts without a note of its own: what happens next. */
export const ACCEPTED_NEXT = 'the shop will contact you to pick up the item and send the replacement';

/** The catalogue's sizes of a product ([] for one without sizes or gone), handed in by server/services.ts. */
export type ProductSizesPort = (productId: string) => Promise<string[]>;

const invalid = (errors: FieldError[]) => AppError.badRequest(errors[0]!.message, errors);

/**
 * Replacement requests (docs/decisions/0048): the customer asks for one line of their own
 * delivered order within 14 days, with photos kept in the media store; the shop accepts or
 * declines once. Each change, its timeline event and its e-mail (to the shop's support address,
 * or to the customer) are written in one transaction.
 */
export function createReplacements(deps: {
  repo: OrdersRepo;
  lookup: OrderLookup;
  events: OrderEvents;
  orderMail: OrderMail;
  media: MediaStore;
  productSizes: ProductSizesPort;
  transaction: UnitOfWork['transaction'];
  logger: Logger;
  clock: () => Date;
}) {
  const { repo, lookup, events, orderMail, media, productSizes, transaction, logger, clock } = deps;

  /** The size asked for, checked against the line: null when the reason or the line takes none. */
  async function wantedSize(input: ReplacementRequestInput, line: { size: string | null; product_id: string }): Promise<string | null> {
    if (!asksForSize(input.reason, line)) return null;
    if (!input.size) throw invalid([{ path: 'size', message: REPLACEMENT_MESSAGES.size }]);
    if (input.size === line.size) throw invalid([{ path: 'size', message: REPLACEMENT_MESSAGES.sameSize }]);
    const sizes = await productSizes(line.product_id);
    if (sizes.length > 0 && !sizes.includes(input.size)) throw invalid([{ path: 'size', message: UNKNOWN_SIZE }]);
    return input.size;
  }

  async function savePhotos(files: Buffer[]): Promise<string[]> {
    const saved: string[] = [];
    try {
      for (const [i, bytes] of files.entries()) {
        try {
          saved.push(await media.saveImage(bytes));
        } catch (error) {
          if (error instanceof UnreadableImageError) throw invalid([{ path: `photos.${i}`, message: UNREADABLE_PHOTO }]);
          throw error;
        }
      }
      return saved;
    } catch (error) {
      await removePhotos(saved);
      throw error;
    }
  }

  async function removePhotos(urls: string[]): Promise<void> {
    const results = await Promise.allSettled(urls.map((url) => media.remove(url)));
    for (const result of results) if (result.status === 'rejected') logger.warn({ err: result.reason }, 'could not remove a replacement photo');
  }

  async function decide(ref: string, requestId: string, to: 'accepted' | 'declined', note: string | undefined): Promise<AdminOrder> {
    const { order, items } = await lookup.requireOrder(ref);
    const request = await repo.findReplacement(order.id, requestId);
    if (!request) throw AppError.notFound(REPLACEMENT_NOT_FOUND);
    const lineName = items.find((item) => item.id === request.order_item_id)?.name ?? 'Item';
    const at = clock().toISOString();
    const decided = await transaction(async () => {
      if (!(await repo.decideReplacement(request.id, to, note || null, at))) return false;
      const told = note || (to === 'accepted' ? ACCEPTED_NEXT : null);
      await events.record(order.id, to === 'accepted' ? 'replacement_accepted' : 'replacement_declined', at, told ? `${lineName}: ${told}` : lineName);
      await orderMail.queueReplacementDecided(order.id, request.id);
      return true;
    });
    if (!decided) {
      const now = await repo.findReplacement(order.id, requestId);
      throw AppError.conflict(alreadyDecided(now?.status ?? 'decided'));
    }
    logger.info({ customOrderId: order.custom_order_id, status: to }, 'replacement request decided');
    orderMail.wake();
    return toAdminOrder(await lookup.requireOrder(order.id));
  }

  return {
    /** POST /api/orders/{id}/replacement: one line of the customer's own Delivered order, within 14 days, one open request per line. */
    async request(userId: string, ref: string, input: ReplacementRequestInput, photoFiles: File[]): Promise<Order> {
      const rows = await lookup.findOwnedByRef(userId, ref);
      if (!rows) throw AppError.notFound(ORDER_NOT_FOUND);
      const { order, items } = rows;
      if (order.status !== 'Delivered' || order.delivered_at === null) throw AppError.conflict(REPLACEMENT_NOT_DELIVERED);
      if (clock().getTime() - Date.parse(toIso(order.delivered_at)) > REPLACEMENT_WINDOW_DAYS * DAY_MS) throw AppError.conflict(REPLACEMENT_TOO_LATE);
      const line = items.find((item) => item.id === input.lineId);
      if (!line) throw invalid([{ path: 'lineId', message: REPLACEMENT_MESSAGES.item }]);
      const size = await wantedSize(input, line);
      if (photoFiles.length > MAX_REPLACEMENT_PHOTOS) throw invalid([{ path: 'photos', message: REPLACEMENT_MESSAGES.tooManyPhotos }]);
      // Size and type by content first (413 / 415), before anything is stored.
      const photoBytes = await Promise.all(photoFiles.map((file, i) => checkedImage(file, `photos.${i}`)));
      if ((await repo.liveReplacementsOfLine(line.id)).length > 0) throw AppError.conflict(REPLACEMENT_ALREADY);

      const photos = await savePhotos(photoBytes);
      const id = newId();
      const at = clock().toISOString();
      let mailedShop = false;
      const asked = await transaction(async () => {
        const row = { id, order_id: order.id, order_item_id: line.id, reason: input.reason, note: input.note ?? null, size, photos: JSON.stringify(photos), status: 'requested' as const, decision_note: null, created_at: at, decided_at: null };
        if (!(await repo.insertReplacement(row))) return false;
        await events.record(order.id, 'replacement_requested', at, replacementEventNote(line.name, { ...input, size }));
        mailedShop = await orderMail.queueReplacementRequested(order.id, id);
        return true;
      });
      if (!asked) {
        await removePhotos(photos);
        throw AppError.conflict(REPLACEMENT_ALREADY);
      }
      if (mailedShop) orderMail.wake();
      else logger.warn({ customOrderId: order.custom_order_id }, 'replacement requested, but the shop has no support e-mail set: no e-mail to the shop');
      logger.info({ customOrderId: order.custom_order_id }, 'replacement requested');
      return toOrder((await repo.findById(order.id))!);
    },

    /** POST /api/orders/{id}/replacements/{requestId}/accept (admin). */
    accept: (ref: string, requestId: string, note: string | undefined) => decide(ref, requestId, 'accepted', note),
    /** POST /api/orders/{id}/replacements/{requestId}/decline (admin): with the note the customer is told. */
    decline: (ref: string, requestId: string, note: string) => decide(ref, requestId, 'declined', note),
    /** How many orders have a request waiting for the shop (the admin dashboard). */
    countAwaiting: () => repo.countOrdersAwaitingReplacement(),
  };
}

export type Replacements = ReturnType<typeof createReplacements>;
