/** Watches and bags. */
import { GOLD, INK, METAL, SCREEN, SOFT, type Paint, type Shape, luminance, stroke } from './paint';

const strap = (p: Paint, fill: string) =>
  `<rect x="430" y="120" width="140" height="760" rx="40" fill="${fill}" ${stroke(p)}/>` +
  [200, 250, 750, 800]
    .map(
      (y) => `<rect x="482" y="${y}" width="36" height="14" rx="7" fill="${INK}" opacity=".55"/>`,
    )
    .join('');

const hands = (color: string) =>
  `<path d="M500 500 L500 405 M500 500 L570 540" stroke="${color}" stroke-width="12" stroke-linecap="round"/>` +
  `<circle cx="500" cy="500" r="12" fill="${color}"/>`;

const ticks = (color: string) =>
  Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="496" y="385" width="8" height="${i % 3 === 0 ? 30 : 16}" fill="${color}" transform="rotate(${i * 30} 500 500)"/>`,
  ).join('');

// The per-product trim picks the dial too, so two black watches still look different.
const darkDial = (p: Paint) => luminance(p.trim) < 0.3;

/** Round analog watch. The bracelet kind is metal all over in the product colour. */
function analog(bracelet: boolean): Shape {
  return {
    focus: [500, 500],
    draw: (p) =>
      strap(p, p.body) +
      (bracelet
        ? Array.from(
            { length: 14 },
            (_, i) =>
              `<path d="M436 ${150 + i * 52} L564 ${150 + i * 52}" stroke="${p.dark}" stroke-width="5" opacity=".5"/>`,
          ).join('')
        : '') +
      `<rect x="636" y="475" width="36" height="50" rx="8" fill="${bracelet ? p.body : METAL}" ${stroke(p, 3)}/>` +
      `<circle cx="500" cy="500" r="155" fill="${bracelet ? p.body : METAL}" ${stroke(p)}/>` +
      `<circle cx="500" cy="500" r="128" fill="${darkDial(p) ? INK : '#f8f6f0'}" ${stroke(p, 3)}/>` +
      ticks(darkDial(p) ? SOFT : INK) +
      hands(darkDial(p) ? SOFT : INK) +
      `<path d="M500 500 L440 580" stroke="${p.base}" stroke-width="5"/>`,
  };
}

export const watch = analog(false);
export const braceletWatch = analog(true);

/** Square-faced watches: a smart watch with activity rings, or a digital one with an LCD. */
function squareWatch(digital: boolean): Shape {
  const face = digital
    ? `<rect x="392" y="420" width="216" height="160" rx="18" fill="#c8d3c0"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${410 + i * 48 + (i > 1 ? 12 : 0)}" y="455" width="34" height="90" rx="6" fill="${INK}" opacity=".8"/>`,
        )
        .join('') +
      `<circle cx="500" cy="480" r="5" fill="${INK}"/><circle cx="500" cy="520" r="5" fill="${INK}"/>`
    : `<rect x="388" y="378" width="224" height="244" rx="46" fill="${SCREEN}"/>` +
      `<circle cx="500" cy="500" r="80" fill="none" stroke="#ef4444" stroke-width="16" stroke-dasharray="380 600" stroke-linecap="round" transform="rotate(-90 500 500)"/>` +
      `<circle cx="500" cy="500" r="58" fill="none" stroke="#22c55e" stroke-width="16" stroke-dasharray="250 600" stroke-linecap="round" transform="rotate(-90 500 500)"/>` +
      `<circle cx="500" cy="500" r="36" fill="none" stroke="#38bdf8" stroke-width="16" stroke-dasharray="150 600" stroke-linecap="round" transform="rotate(-90 500 500)"/>`;
  return {
    focus: [500, 500],
    draw: (p) =>
      strap(p, p.body) +
      `<rect x="632" y="450" width="26" height="70" rx="10" fill="${p.dark}"/>` +
      `<rect x="360" y="350" width="280" height="300" rx="70" fill="${digital ? p.body : INK}" ${stroke(p)}/>` +
      `<rect x="368" y="358" width="264" height="284" rx="62" fill="none" stroke="${p.light}" stroke-width="6" opacity=".7"/>` +
      face,
  };
}

export const smartwatch = squareWatch(false);
export const digitalWatch = squareWatch(true);

export const backpack: Shape = {
  focus: [500, 560],
  draw: (p) =>
    `<path d="M450 210 Q500 140 550 210" fill="none" stroke="${p.dark}" stroke-width="18"/>` +
    `<path d="M330 250 Q330 200 382 200 L618 200 Q670 200 670 250 L692 780 Q692 812 660 812 L340 812 Q308 812 308 780 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M340 330 Q500 290 660 330" fill="none" stroke="${p.trim}" stroke-width="6" stroke-dasharray="14 8"/>` +
    `<rect x="366" y="540" width="268" height="230" rx="40" fill="${p.dark}" ${stroke(p)}/>` +
    `<path d="M380 590 L620 590" stroke="${p.trim}" stroke-width="8"/><rect x="590" y="580" width="16" height="40" rx="6" fill="${METAL}"/>` +
    `<rect x="300" y="430" width="30" height="250" rx="12" fill="${p.dark}"/><rect x="670" y="430" width="30" height="250" rx="12" fill="${p.dark}"/>`,
};

export const suitcase: Shape = {
  focus: [500, 400],
  draw: (p) =>
    `<path d="M450 300 L450 170 L550 170 L550 300" fill="none" stroke="${METAL}" stroke-width="18"/>` +
    `<rect x="430" y="150" width="140" height="36" rx="14" fill="${INK}"/>` +
    `<rect x="330" y="290" width="340" height="500" rx="42" fill="${p.body}" ${stroke(p)}/>` +
    [390, 450, 550, 610]
      .map(
        (x) => `<path d="M${x} 310 L${x} 770" stroke="${p.dark}" stroke-width="12" opacity=".5"/>`,
      )
      .join('') +
    `<rect x="330" y="530" width="340" height="20" fill="${p.dark}"/>` +
    `<circle cx="370" cy="810" r="22" fill="${INK}"/><circle cx="630" cy="810" r="22" fill="${INK}"/>`,
};

export const tote: Shape = {
  focus: [500, 560],
  draw: (p) =>
    `<path d="M380 390 Q380 200 450 200 Q520 200 520 390 M480 390 Q480 230 550 230 Q620 230 620 390" fill="none" stroke="${p.dark}" stroke-width="22"/>` +
    `<path d="M300 380 L700 380 L732 800 L268 800 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<circle cx="500" cy="590" r="110" fill="none" stroke="${p.trim}" stroke-width="12"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<ellipse cx="500" cy="530" rx="18" ry="48" fill="${p.trim}" opacity=".85" transform="rotate(${i * 45} 500 590)"/>`,
    ).join('') +
    `<circle cx="500" cy="590" r="20" fill="${p.dark}"/>` +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<path d="M${300 + i * 30} 392 L${296 + i * 30} 410" stroke="${p.dark}" stroke-width="4" opacity=".4"/>`,
    ).join(''),
};

export const wallet: Shape = {
  focus: [560, 500],
  draw: (p) =>
    `<rect x="270" y="360" width="460" height="330" rx="34" fill="${p.dark}" ${stroke(p)}/>` +
    `<rect x="292" y="380" width="416" height="290" rx="24" fill="${p.body}" ${stroke(p, 3)}/>` +
    `<rect x="310" y="398" width="380" height="254" rx="16" fill="none" stroke="${p.trim}" stroke-width="5" stroke-dasharray="12 8"/>` +
    `<path d="M292 470 L708 470" stroke="${p.dark}" stroke-width="6" opacity=".6"/>` +
    `<rect x="420" y="300" width="200" height="80" rx="10" fill="#60a5fa" ${stroke(p, 3)}/><rect x="440" y="320" width="44" height="30" rx="5" fill="${GOLD}"/>`,
};

export const handbag: Shape = {
  focus: [500, 560],
  draw: (p) =>
    `<path d="M336 440 C330 200 670 200 664 440" fill="none" stroke="${p.dark}" stroke-width="16"/>` +
    `<path d="M320 480 Q320 420 380 420 L620 420 Q680 420 680 480 L702 760 Q702 800 662 800 L338 800 Q298 800 298 760 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M314 440 L686 440 L694 600 Q500 660 306 600 Z" fill="${p.dark}" ${stroke(p)}/>` +
    `<circle cx="500" cy="620" r="22" fill="${GOLD}" ${stroke(p, 3)}/>` +
    `<path d="M320 480 Q500 510 680 480" fill="none" stroke="${p.trim}" stroke-width="5" stroke-dasharray="12 8"/>`,
};

export const duffel: Shape = {
  focus: [500, 560],
  draw: (p) =>
    `<path d="M400 480 Q400 300 500 300 Q600 300 600 480" fill="none" stroke="${p.dark}" stroke-width="26"/>` +
    `<rect x="220" y="450" width="560" height="340" rx="160" fill="${p.body}" ${stroke(p)}/>` +
    `<ellipse cx="260" cy="620" rx="50" ry="150" fill="${p.dark}" ${stroke(p, 3)}/><ellipse cx="740" cy="620" rx="50" ry="150" fill="${p.dark}" ${stroke(p, 3)}/>` +
    `<path d="M300 480 Q500 440 700 480" fill="none" stroke="${p.trim}" stroke-width="10"/>` +
    `<rect x="600" y="462" width="18" height="44" rx="6" fill="${METAL}"/>` +
    `<rect x="380" y="600" width="240" height="120" rx="20" fill="none" stroke="${p.trim}" stroke-width="6"/>`,
};
