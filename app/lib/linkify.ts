/** A run of plain text, or a link found in it. */
export type TextPart = { text: string } | { href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// A sentence's full stop or a bracket after a link is not part of it.
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text (an e-mail's text part) into text and http(s) links, so a page can make the links clickable. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
