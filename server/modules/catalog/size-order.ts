/**
 * The order a shopper reads sizes in: letter sizes from small to large (XS, S, M, L, XL, XXL,
 * 3XL…), then numbers from low to high (shoe sizes, waists, '28', '7.5'), then any other name
 * alphabetically ('Free Size'). The search's size facet lists them so (docs/decisions/0057).
 */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

function rank(size: string): [group: number, value: number] {
  const name = size.trim().toUpperCase();
  const letter = LETTER_SIZES.indexOf(name);
  if (letter >= 0) return [0, letter];
  // '3XL', '4XL': beyond XXXL, by their number.
  const multiple = /^(\d)XL$/.exec(name);
  if (multiple) return [0, LETTER_SIZES.length + Number(multiple[1])];
  if (/^\d+(\.\d+)?$/.test(name)) return [1, Number(name)];
  return [2, 0];
}

export function compareSizes(a: string, b: string): number {
  const [groupA, valueA] = rank(a);
  const [groupB, valueB] = rank(b);
  return groupA - groupB || valueA - valueB || (a < b ? -1 : a > b ? 1 : 0);
}
