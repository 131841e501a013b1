/**
 * The page's scripts start once it has painted (docs/decisions/0072).
 *
 * The server-rendered page is whole: its stylesheet and first image paint it, its buying buttons,
 * login, sign-up and address forms work before any script (docs/decisions/0051), and the scripts
 * only hydrate it. React Router's `<Scripts>` writes a `<link rel="modulepreload">` for each of
 * the page's scripts and an inline module whose static imports start them all while the page is
 * still being parsed; on a slow phone the framework's 105 KiB then share the first second's
 * bandwidth with the stylesheet and the largest image, and Lighthouse's estimate of the largest
 * paint counts every request started before it, whatever its priority (docs/decisions/0059).
 *
 * So the preloads leave the HTML, the inline module is kept as inert text (a script type the
 * browser does not run), and a small script with the page's nonce starts both once the page has
 * loaded (its stylesheet and eager images) and painted, or after AFTER_PAINT_CAP_MS at the latest.
 * A document without React Router's module (an error page rendered elsewhere) is left as it is.
 */

/** The type the inline module keeps until the page has painted: the browser does not run it. */
export const DEFERRED_MODULE_TYPE = 'haat/module-after-paint';
const DEFERRED_MODULE_ID = 'haat-scripts';
/** The module preloads the page had, started with the module (space-separated paths). */
export const PRELOADS_ATTRIBUTE = 'data-preload';
/** The scripts start by then even if an image of the first screen has not arrived. */
export const AFTER_PAINT_CAP_MS = 3000;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ROUTER_MODULE = /<script((?: nonce="[^"]*")?) type="module" async="">/;

export function withScriptsAfterPaint(html: string): string {
  const open = ROUTER_MODULE.exec(html);
  const close = open ? html.indexOf('</script>', open.index) : -1;
  if (!open || close === -1) return html;
  const nonce = open[1] ?? '';
  const hrefs: string[] = [];
  // Paths of the client build: no spaces or quotes in them.
  const head = html.slice(0, open.index).replace(MODULE_PRELOAD, (tag) => {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href === undefined) return tag;
    hrefs.push(href);
    return '';
  });
  const body = html.slice(open.index + open[0].length, close);
  const deferred = `<script${nonce} type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}" ${PRELOADS_ATTRIBUTE}="${hrefs.join(' ')}">${body}</script>`;
  return `${head}${deferred}<script${nonce}>${STARTER}</script>${html.slice(close + '</script>'.length)}`;
}

/**
 * Starts the scripts after the first paint: the `load` event (the stylesheet and the first
 * screen's images are in), then a frame (the page is painted), then the preloads and the module.
 * A page opened in a background tab gets no frames until it is shown, so it starts at once there.
 */
const STARTER = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const scripts = document.getElementById('${DEFERRED_MODULE_ID}');
    for (const href of scripts.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.nonce = nonce;
    module.textContent = scripts.textContent;
    document.body.append(module);
  };
  const afterPaint = () => (document.visibilityState === 'visible' ? requestAnimationFrame(() => setTimeout(start, 0)) : start());
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  setTimeout(start, ${AFTER_PAINT_CAP_MS});
})();`.replace(/\n\s*/g, '');
