import type { OrderStatus } from '../../../common/orders';
import type { DaySales, ProductSales } from './desk-repo';
import type { DaySpan, DeskSummaryRepo, DirtyDay } from './desk-summary-repo';

/** The dashboard's order figures of a range: its days' sales (and the previous period's), statuses and top products. */
export interface DeskFigures {
  /** Each day of the whole span (range and previous period) with sales. */
  sales: DaySales[];
  /** The range's orders the shop has, per status (statuses without any left out). */
  statuses: { status: OrderStatus; count: number }[];
  top: ProductSales[];
  /**
   * The summary's generation the figures were read under, or null when a day of the span stayed
   * dirty (a write raced the recompute): equal stamps of the same span are the same figures.
   */
  stamp: number | null;
}

/** A test's hook between a day's rebuild and the clearing of its mark (where a racing write lands). */
export interface RecomputeHooks {
  beforeClear?: () => Promise<void>;
}

/** Cached answers kept per process: the four ranges, each for today and perhaps yesterday. */
const CACHE_LIMIT = 16;

/**
 * The owner's desk's figures from the per-IST-day summary (docs/decisions/0066): a read first
 * recomputes the dirty days of its span, each in its own short transaction, then sums the
 * summary's rows. The assembled figures are kept per process under the summary's generation: they
 * hold while no recompute ran (any process's: the generation is in the database) and no day of
 * the span is dirty, which the read checks with one query every time.
 */
export function createDeskSummary(deps: { repo: DeskSummaryRepo; transaction: <T>(work: () => Promise<T>) => Promise<T> }) {
  const { repo, transaction } = deps;
  const running = new Map<string, Promise<void>>();
  const cache = new Map<string, { generation: number; figures: DeskFigures }>();

  /** Rebuilds one day and clears its mark unless a write changed the day meanwhile. True if the mark was cleared. */
  async function recomputeDay(day: string, hooks: RecomputeHooks = {}): Promise<boolean> {
    return transaction(async () => {
      const mark: DirtyDay | null = await repo.beginRecompute(day);
      if (mark === null) return true;
      await repo.rebuildDay(day);
      await hooks.beforeClear?.();
      return repo.clearMark(mark);
    });
  }

  /** One recompute of a day at a time in this process: concurrent reads wait for the one under way. */
  function recomputeOnce(day: string): Promise<void> {
    const pending = running.get(day);
    if (pending) return pending;
    const tracked = recomputeDay(day)
      .then(() => undefined)
      .finally(() => running.delete(day));
    running.set(day, tracked);
    return tracked;
  }

  /** Recomputes the span's dirty days, oldest first. */
  async function refresh(span: DaySpan): Promise<void> {
    for (const mark of await repo.dirtyDays(span)) await recomputeOnce(mark.day);
  }

  return {
    recomputeDay,
    refresh,

    /** The figures of `current` (statuses, top products) and the sales of `whole` (it holds `current` and the previous period). */
    async figures(current: DaySpan, whole: DaySpan, limit: number): Promise<DeskFigures> {
      let state = await repo.state(whole);
      if (state.dirty > 0) {
        await refresh(whole);
        state = await repo.state(whole);
      }
      // The generation is read before the summary: a recompute meanwhile leaves this entry older than its content, never newer.
      const key = `${whole.first} ${current.first} ${current.last} ${limit}`;
      const hit = cache.get(key);
      if (hit !== undefined && hit.generation === state.generation && state.dirty === 0) return hit.figures;
      const [sales, statuses, top] = await Promise.all([repo.salesByDay(whole), repo.placedByStatus(current), repo.topProducts(current, limit)]);
      const figures = { sales, statuses, top, stamp: state.dirty === 0 ? state.generation : null };
      // A day a write made dirty during the refresh is not cached: the next read recomputes it.
      if (state.dirty === 0) {
        if (cache.size >= CACHE_LIMIT) cache.clear();
        cache.set(key, { generation: state.generation, figures });
      }
      return figures;
    },
  };
}

export type DeskSummary = ReturnType<typeof createDeskSummary>;
