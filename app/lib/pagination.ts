export type PageItem = number | 'ellipsis';

/** Up to this many pages every number is shown; beyond it the list keeps this many slots. */
const MAX_SLOTS = 7;

/**
 * The numbered part of a pager: first and last page, the current one with its neighbours, and an
 * ellipsis for each gap. It always has 7 slots once there are more than 7 pages, so the pager
 * does not change width as the shopper moves through it.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  if (pages < 1) return [];
  if (pages <= MAX_SLOTS) return range(1, pages);

  const current = Math.min(Math.max(Math.trunc(page), 1), pages);
  const nearStart = current <= 4;
  const nearEnd = current >= pages - 3;
  if (nearStart) return [...range(1, 5), 'ellipsis', pages];
  if (nearEnd) return [1, 'ellipsis', ...range(pages - 4, pages)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', pages];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
