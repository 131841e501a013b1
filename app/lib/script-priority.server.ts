/**
 * The page's module preloads at low fetch priority (docs/decisions/0058): the stylesheet and the
 * first image paint the page, the scripts only make it interactive, and its forms work before
 * them (docs/decisions/0051). At the browser's default (high) the framework's 105 KiB compete with
 * the stylesheet and the hero image for a slow phone's bandwidth, and Lighthouse counts them as
 * render-blocking.
 */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g, '<link rel="modulepreload" fetchpriority="low"');
}
