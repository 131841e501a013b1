/** A full row of the home page's sections on a wide screen: fewer unseen than this, and the repeats stay (last). */
export const FULL_ROW = 5;

/**
 * New Arrivals as the home page shows them under Best Sellers: the products Best Sellers did not
 * show first. With at least a full row of those, the repeats are left out; with fewer, they
 * follow, so the section is never emptier than it would have been.
 */
export function preferUnseen<T extends { _id: string }>(products: readonly T[], shownAbove: readonly { _id: string }[], fullRow = FULL_ROW): T[] {
  const shown = new Set(shownAbove.map((product) => product._id));
  const unseen = products.filter((product) => !shown.has(product._id));
  if (unseen.length >= fullRow) return unseen;
  return [...unseen, ...products.filter((product) => shown.has(product._id))];
}
