import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules, 2.2's target size, and axe's best practices (landmarks, heading order). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Impacts that fail a test; 'minor' and 'moderate' findings are listed in the report only. */
const FAILING = new Set(['serious', 'critical']);

interface AxeOptions {
  /** What the screen is, for the failure message and the attached report ('home', 'admin orders'). */
  name: string;
  /** Limit the scan to part of the page (an open dialog: '[role=dialog]'). */
  include?: string;
  testInfo?: TestInfo;
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, with one
 * readable line per offending element: rule id, impact, CSS target, what to fix and axe's help link.
 * AxeBuilder injects its script through the DevTools protocol, so the pages' strict CSP does not stop it.
 */
export async function expectNoSeriousViolations(page: Page, { name, include, testInfo }: AxeOptions): Promise<void> {
  // Wait for fonts and the hydrated page: axe measures contrast on what is painted.
  await page.evaluate(() => document.fonts.ready);
  await animationsSettled(page);
  let results = await analyze(page, include);
  // A toast that starts to leave during the scan is painted half-faded (its text measured at a
  // contrast nobody reads): a finding is checked once more, after that animation has ended.
  if (results.violations.some((violation) => FAILING.has(violation.impact ?? ''))) {
    await animationsSettled(page);
    results = await analyze(page, include);
  }
  if (testInfo) await testInfo.attach(`axe ${name}`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  // AXE_LOG=file: every finding, minor ones too, one JSON line per screen (for a clean-up pass).
  if (process.env.AXE_LOG) appendFileSync(process.env.AXE_LOG, `${JSON.stringify({ name, url: page.url(), violations: results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target.join(' ')) })) })}\n`);
  const lines = results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `  [${violation.impact}] ${violation.id}: ${node.target.join(' ')}\n      ${violation.help}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}\n      ${violation.helpUrl}`),
    );
  expect(lines, `axe on ${name} (${page.url()}): ${lines.length} serious or critical violation(s)\n${lines.join('\n')}\n`).toEqual([]);
}

/** Every <img> on the page has an alt attribute (decorative ones alt=""); the sources of those that do not. */
export async function imagesWithoutAlt(page: Page): Promise<string[]> {
  return page.locator('img:not([alt])').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
}

export interface FocusState {
  /** A path of child indexes from <html>: the same path twice means Tab went round. */
  key: string;
  tag: string;
  text: string;
  /** The ring drawn: the element's own outline or box-shadow, or that of the <label> that wraps it. */
  ring: string;
  visible: boolean;
  width: number;
  height: number;
}

/**
 * In the page: what has focus and whether it shows it: an outline or box-shadow ring on the element
 * (if it is painted at all), or on the <label> around it (radios drawn as chips). Null on <body>.
 * Self-contained, for page.evaluate.
 */
export function describeFocus(): FocusState | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const ringOf = (node: Element) => {
    const style = getComputedStyle(node);
    if (parseFloat(style.opacity) === 0) return '';
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    return style.boxShadow === 'none' ? '' : `box-shadow ${style.boxShadow}`;
  };
  const label = element.closest('label');
  const ring = ringOf(element) || (label ? ringOf(label) : '');
  const path: number[] = [];
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement) path.push(Array.prototype.indexOf.call(node.parentElement.children, node));
  const { width, height } = (label ?? element).getBoundingClientRect();
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
  return { key: path.join('/'), tag: element.tagName.toLowerCase(), text, ring, visible: ring !== '', width, height };
}

/** Whether the focused element shows a focus indicator (describeFocus). */
export async function focusIndicator(page: Page): Promise<{ tag: string; text: string; ring: string; visible: boolean }> {
  const state = await page.evaluate(describeFocus);
  return state ?? { tag: 'body', text: '', ring: '', visible: false };
}

function analyze(page: Page, include: string | undefined) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  return builder.analyze();
}

/**
 * Waits for finite animations (a toast sliding in or out) to end, at most 5 s: mid-slide, a
 * toast's box and what is drawn at a point disagree, and mid-fade its text is painted translucent
 * (axe would measure a contrast nobody reads). Endless animations (spinners) are ignored.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}
