/**
 * Set by a page route (its `headers` export) whose answer is the same for every anonymous visitor:
 * the server may then keep it in its public cache (docs/decisions/0007-public-catalogue-cache.md).
 * The server removes it from every response; browsers never see it.
 */
export const PUBLIC_PAGE_HEADER = 'x-haat-public-page';

/**
 * Set by a loader whose page fell back (a section that failed to load shows its message instead):
 * the page is served, never kept in the public cache, whatever its route declares. Removed by the
 * server like PUBLIC_PAGE_HEADER.
 */
export const DEGRADED_PAGE_HEADER = 'x-haat-degraded-page';
