/** How far back from the limit we look for a space, so a cut never loses more than a short word. */
const WORD_BOUNDARY_REACH = 8;

/**
 * Shortens text to about `max` characters for card titles: cuts at a space when one falls in the
 * last few characters before the limit, otherwise mid-word, and appends '...'. Counts code points so
 * an emoji is never split in half.
 */
export function truncate(text: string, max = 30): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;

  // Index `max` is the first character that would be dropped; a space there is a clean cut too.
  let cutAt = max;
  for (let i = max; i >= Math.max(1, max - WORD_BOUNDARY_REACH); i--) {
    if (/\s/.test(chars[i] ?? '')) {
      cutAt = i;
      break;
    }
  }
  const kept = chars.slice(0, cutAt).join('').replace(/[\s,;:–—-]+$/, '');
  return `${kept}...`;
}
