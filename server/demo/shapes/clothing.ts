/** Garments, drawn flat-lay or on an invisible form, front facing. */
import { INK, SOFT, type Paint, type Shape, stroke } from './paint';

const tee = (p: Paint, sleeve: string) =>
  `<path d="M440 200 Q500 250 560 200 L680 228 ${sleeve} L690 800 L310 800 L${mirrorSleeve(sleeve)} L320 228 Z" fill="${p.body}" ${stroke(p)}/>`;

// Sleeve paths are written for the right side; the left side mirrors them around x = 500.
function mirrorSleeve(sleeve: string): string {
  const points = sleeve
    .trim()
    .split(/\s*L\s*/)
    .filter(Boolean)
    .map((pair) => pair.split(/\s+/).map(Number));
  return points
    .reverse()
    .map(([x, y]) => `${1000 - (x ?? 0)} ${y ?? 0}`)
    .join(' L');
}

const SHORT_SLEEVE = 'L800 330 L730 402 L690 372';
const LONG_SLEEVE = 'L790 640 L725 660 L690 400';

const folds = (p: Paint) =>
  `<path d="M380 420 Q400 600 370 790 M620 440 Q600 620 635 790" fill="none" stroke="${p.dark}" stroke-width="6" opacity=".25"/>`;

export const tshirt: Shape = {
  focus: [500, 280],
  draw: (p) =>
    tee(p, SHORT_SLEEVE) +
    folds(p) +
    `<path d="M440 200 Q500 250 560 200" fill="none" stroke="${p.dark}" stroke-width="16"/>` +
    `<path d="M760 370 L715 412 M240 370 L285 412" stroke="${p.dark}" stroke-width="8" opacity=".5"/>`,
};

export const hoodie: Shape = {
  focus: [500, 300],
  draw: (p) =>
    `<path d="M410 215 Q500 90 590 215 Z" fill="${p.dark}" ${stroke(p)}/>` +
    tee(p, LONG_SLEEVE) +
    folds(p) +
    `<path d="M430 205 Q500 300 570 205" fill="${p.dark}" ${stroke(p)}/>` +
    `<path d="M480 250 L475 400 M520 250 L525 400" stroke="${p.trim}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M390 620 L610 620 L640 740 L360 740 Z" fill="${p.dark}" opacity=".55" ${stroke(p, 3)}/>` +
    `<rect x="310" y="770" width="380" height="30" fill="${p.dark}" opacity=".5"/>`,
};

export const shirt: Shape = {
  focus: [500, 300],
  draw: (p) =>
    tee(p, 'L790 560 L730 580 L690 380') +
    folds(p) +
    `<path d="M500 262 L500 800" stroke="${p.line}" stroke-width="4"/>` +
    [330, 420, 510, 600, 690]
      .map((y) => `<circle cx="516" cy="${y}" r="9" fill="${SOFT}" ${stroke(p, 3)}/>`)
      .join('') +
    `<path d="M560 330 L635 330 L635 405 Q597 420 560 405 Z" fill="none" ${stroke(p, 4)}/>` +
    `<path d="M440 198 L500 265 L468 300 L418 214 Z M560 198 L500 265 L532 300 L582 214 Z" fill="${p.light}" ${stroke(p)}/>` +
    `<path d="M790 560 L730 580 L735 545 L785 527 Z M210 560 L270 580 L265 545 L215 527 Z" fill="${p.dark}" opacity=".6"/>`,
};

export const kurta: Shape = {
  focus: [500, 280],
  draw: (p) =>
    `<path d="M445 160 Q500 205 555 160 L662 186 L770 430 L712 452 L650 305 L668 840 L332 840 L350 305 L288 452 L230 430 L338 186 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M445 160 Q500 205 555 160 M500 186 L500 380" fill="none" stroke="${p.trim}" stroke-width="12"/>` +
    [230, 280, 330].map((y) => `<circle cx="500" cy="${y}" r="8" fill="${p.trim}"/>`).join('') +
    `<rect x="334" y="790" width="332" height="34" fill="${p.trim}" opacity=".85"/>` +
    `<path d="M760 405 L722 424 M240 405 L278 424" stroke="${p.trim}" stroke-width="14"/>` +
    `<path d="M350 600 L350 840 M650 600 L650 840" stroke="${p.dark}" stroke-width="5" opacity=".4"/>`,
};

export const flared: Shape = {
  focus: [500, 330],
  draw: (p) =>
    `<path d="M425 170 Q500 215 575 170 L640 190 L655 250 L600 270 L592 380 L408 380 L400 270 L345 250 L360 190 Z" fill="${p.dark}" ${stroke(p)}/>` +
    `<path d="M408 380 L592 380 L790 810 Q500 860 210 810 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="400" y="366" width="200" height="26" fill="${p.trim}"/>` +
    `<path d="M228 790 Q500 842 772 790" fill="none" stroke="${p.trim}" stroke-width="26"/>` +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<path d="M${440 + i * 24} 392 L${290 + i * 84} 812" stroke="${p.dark}" stroke-width="5" opacity=".35"/>`,
      )
      .join('') +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${300 + i * 100}" cy="${720 - Math.abs(2 - i) * 8}" r="10" fill="${p.trim}"/>`,
      )
      .join(''),
};

export const saree: Shape = {
  focus: [520, 330],
  draw: (p) =>
    `<path d="M600 200 L700 240 L726 640 L640 612 Z" fill="${p.dark}" ${stroke(p)}/>` +
    `<path d="M420 170 L580 170 L600 300 L400 300 Z" fill="${p.dark}" ${stroke(p)}/>` +
    `<path d="M400 300 L600 300 L705 820 L295 820 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M300 798 L700 798" stroke="${p.trim}" stroke-width="30"/>` +
    [440, 480, 520, 560]
      .map(
        (x, i) =>
          `<path d="M${x + 10} 560 L${x - 30 + i * 16} 800" stroke="${p.dark}" stroke-width="6" opacity=".45"/>`,
      )
      .join('') +
    `<path d="M575 168 L640 188 L470 560 L378 520 Z" fill="${p.light}" ${stroke(p)}/>` +
    `<path d="M640 188 L470 560" stroke="${p.trim}" stroke-width="22"/>` +
    [0, 1, 2, 3]
      .map((i) => `<circle cx="${555 - i * 40}" cy="${290 + i * 70}" r="9" fill="${p.trim}"/>`)
      .join(''),
};

/** Jeans and palazzos: the only difference is how far the legs flare. */
function trousers(flare: number, detail: (p: Paint) => string): Shape {
  return {
    focus: [500, 260],
    draw: (p) =>
      `<path d="M362 160 L638 160 L${660 + flare} 820 L${528 + flare / 3} 820 L500 380 L${472 - flare / 3} 820 L${340 - flare} 820 Z" fill="${p.body}" ${stroke(p)}/>` +
      `<rect x="362" y="160" width="276" height="42" fill="${p.dark}" ${stroke(p, 3)}/>` +
      `<circle cx="500" cy="181" r="9" fill="${p.trim}"/>` +
      detail(p),
  };
}

export const jeans = trousers(
  0,
  (p) =>
    `<path d="M372 215 Q420 250 455 215 M628 215 Q580 250 545 215" fill="none" stroke="${p.trim}" stroke-width="5" stroke-dasharray="10 7"/>` +
    `<path d="M500 202 L500 380 M350 770 L470 770 M530 770 L650 770" stroke="${p.trim}" stroke-width="5" stroke-dasharray="10 7"/>` +
    `<path d="M420 420 Q430 600 410 760 M580 420 Q570 600 590 760" fill="none" stroke="${p.light}" stroke-width="18" opacity=".35"/>`,
);

export const palazzo = trousers(110, (p) =>
  [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${400 + i * 30} 220 L${300 + i * 60} 810 M${600 - i * 30} 220 L${700 - i * 60} 810" stroke="${p.dark}" stroke-width="5" opacity=".35"/>`,
    )
    .join(''),
);

export const folded: Shape = {
  focus: [500, 460],
  draw: (p) =>
    `<rect x="230" y="600" width="540" height="200" rx="26" fill="${p.dark}" ${stroke(p)}/>` +
    `<rect x="250" y="470" width="500" height="170" rx="26" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="270" y="340" width="460" height="170" rx="26" fill="${p.light}" ${stroke(p)}/>` +
    `<path d="M270 480 L730 480 M250 610 L750 610 M230 770 L770 770" stroke="${p.trim}" stroke-width="16"/>` +
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<circle cx="${330 + i * 57}" cy="410" r="13" fill="${p.trim}" opacity=".8"/>`)
      .join('') +
    `<rect x="330" y="230" width="340" height="120" rx="20" fill="${SOFT}" ${stroke(p, 3)}/>` +
    `<rect x="360" y="262" width="160" height="14" rx="7" fill="${INK}" opacity=".35"/>`,
};
