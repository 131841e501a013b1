import { expect, type Locator, type Page } from '@playwright/test';

/** How wide the page is: more than the viewport means it scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * What keeps an element from being seen whole, [] when nothing does: it must lie inside the
 * viewport, and the points just inside its edges and its centre must hit it (or what it holds),
 * not something drawn over it or a scroll box that clips it.
 */
export function visibilityProblems(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const problems: string[] = [];
    const where = `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    if (box.width === 0 || box.height === 0) return [`no size (${where})`];
    if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) problems.push(`outside the ${window.innerWidth}×${window.innerHeight} viewport (${where})`);
    const middleX = box.left + box.width / 2;
    const middleY = box.top + box.height / 2;
    const points: [number, number][] = [
      [middleX, middleY],
      [middleX, box.top + 2],
      [middleX, box.bottom - 2],
      [box.left + 2, middleY],
      [box.right - 2, middleY],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (hit === null || !(hit === element || element.contains(hit))) problems.push(`at (${Math.round(x)}, ${Math.round(y)}) ${hit ? `<${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}">${(hit.textContent ?? '').trim().slice(0, 40)}` : 'nothing'} is seen instead`);
    }
    return problems;
  });
}

/** The toasts on screen now (react-hot-toast's bars that are painted), as boxes. */
export function shownToasts(page: Page): Promise<{ text: string; top: number; bottom: number; left: number; right: number }[]> {
  return page.locator('[data-rht-toaster] [role=status]').evaluateAll((messages) =>
    messages
      .map((message) => message.parentElement!)
      .filter((bar) => {
        const style = getComputedStyle(bar);
        return style.visibility !== 'hidden' && Number(style.opacity) > 0.05;
      })
      .map((bar) => {
        const { top, bottom, left, right } = bar.getBoundingClientRect();
        return { text: (bar.textContent ?? '').trim(), top, bottom, left, right };
      }),
  );
}

/** The selling prices of the cards, in page order. */
export const cardPrices = (page: Page) =>
  page.locator('main article').evaluateAll((cards) => cards.map((card) => Number((/₹([\d,]+)/.exec(card.textContent ?? '')?.[1] ?? '0').replaceAll(',', ''))).filter((price) => price > 0));

/**
 * Waits for the cards to be in price order: the address changes as the navigation commits, and
 * React renders the new list a moment later (in a transition), so the URL alone is not enough.
 */
export async function expectPricesInOrder(page: Page, order: 'rising' | 'falling') {
  const inOrder = (prices: number[]) => prices.length > 0 && prices.every((price, i) => i === 0 || (order === 'rising' ? prices[i - 1]! <= price : prices[i - 1]! >= price));
  await expect.poll(async () => inOrder(await cardPrices(page)), { message: `the cards' prices ${order}` }).toBe(true);
}
