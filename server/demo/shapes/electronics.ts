/** Phones, audio and computing. */
import { INK, METAL, SCREEN, SOFT, type Paint, type Shape, stroke } from './paint';

const lens = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="28" fill="${INK}"/><circle cx="${x}" cy="${y}" r="13" fill="#3b4a6b"/><circle cx="${x - 5}" cy="${y - 5}" r="4" fill="${SOFT}"/>`;

const phoneBack = (p: Paint) =>
  `<rect x="260" y="170" width="300" height="620" rx="50" fill="${p.body}" ${stroke(p)}/>` +
  `<rect x="288" y="198" width="126" height="180" rx="34" fill="${p.dark}" ${stroke(p, 3)}/>` +
  lens(351, 250) +
  lens(351, 326) +
  `<path d="M300 760 Q420 600 540 200" fill="none" stroke="${p.light}" stroke-width="26" opacity=".3"/>`;

export const phone: Shape = {
  focus: [620, 330],
  draw: (p) =>
    `<g transform="rotate(-8 410 480)">${phoneBack(p)}</g>` +
    `<g transform="rotate(6 620 520)">` +
    `<rect x="470" y="200" width="300" height="620" rx="50" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="480" y="210" width="280" height="600" rx="42" fill="${INK}"/>` +
    `<clipPath id="phone-screen"><rect x="492" y="222" width="256" height="576" rx="34"/></clipPath>` +
    `<rect x="492" y="222" width="256" height="576" rx="34" fill="${SCREEN}"/>` +
    `<g clip-path="url(#phone-screen)"><circle cx="560" cy="700" r="150" fill="${p.light}" opacity=".45"/><circle cx="720" cy="440" r="100" fill="${p.base}" opacity=".5"/></g>` +
    `<circle cx="620" cy="250" r="10" fill="${INK}"/>` +
    `<rect x="530" y="300" width="180" height="40" rx="10" fill="${SOFT}" opacity=".85"/>` +
    `</g>`,
};

/** A back cover: the phone back alone, larger, with the raised rim of the case. */
export const phoneCase: Shape = {
  focus: [430, 330],
  draw: (p) =>
    `<g transform="translate(90 10)">${phoneBack(p)}` +
    `<rect x="272" y="182" width="276" height="596" rx="40" fill="none" stroke="${p.dark}" stroke-width="10" opacity=".6"/></g>`,
};

export const charger: Shape = {
  focus: [500, 360],
  draw: (p) =>
    `<rect x="436" y="190" width="24" height="110" rx="10" fill="${METAL}"/><rect x="540" y="190" width="24" height="110" rx="10" fill="${METAL}"/>` +
    `<rect x="380" y="290" width="240" height="330" rx="36" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="470" y="560" width="60" height="22" rx="11" fill="${INK}"/>` +
    `<path d="M500 620 C500 760 700 700 700 800" fill="none" stroke="${p.body}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M500 620 C500 760 700 700 700 800" fill="none" stroke="${p.line}" stroke-width="2" opacity=".6"/>` +
    `<rect x="674" y="770" width="52" height="60" rx="12" fill="${p.dark}"/>` +
    `<rect x="410" y="340" width="80" height="12" rx="6" fill="${p.trim}"/>`,
};

export const powerbank: Shape = {
  focus: [500, 280],
  draw: (p) =>
    `<rect x="628" y="212" width="60" height="580" rx="36" fill="${p.dark}"/>` +
    `<rect x="320" y="200" width="350" height="600" rx="48" fill="${p.body}" ${stroke(p)}/>` +
    [0, 1, 2, 3]
      .map((i) => `<circle cx="${440 + i * 40}" cy="700" r="9" fill="${i < 3 ? '#22c55e' : INK}"/>`)
      .join('') +
    `<rect x="420" y="230" width="70" height="20" rx="6" fill="${INK}"/><rect x="510" y="230" width="50" height="20" rx="10" fill="${INK}"/>` +
    `<rect x="380" y="420" width="230" height="8" rx="4" fill="${p.trim}"/>`,
};

export const earbuds: Shape = {
  focus: [500, 380],
  draw: (p) =>
    `<rect x="320" y="470" width="360" height="300" rx="130" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M330 580 L670 580" stroke="${p.dark}" stroke-width="6"/>` +
    `<circle cx="500" cy="640" r="9" fill="#22c55e"/>` +
    [380, 620]
      .map(
        (x, i) =>
          `<g transform="rotate(${i ? 18 : -18} ${x} 330)"><rect x="${x - 18}" y="330" width="36" height="130" rx="18" fill="${p.body}" ${stroke(p, 3)}/>` +
          `<circle cx="${x}" cy="320" r="62" fill="${p.body}" ${stroke(p)}/><circle cx="${x}" cy="320" r="28" fill="${p.dark}"/></g>`,
      )
      .join(''),
};

export const neckband: Shape = {
  focus: [500, 600],
  draw: (p) =>
    `<path d="M300 330 Q300 760 500 760 Q700 760 700 330" fill="none" stroke="${p.body}" stroke-width="44" stroke-linecap="round"/>` +
    `<path d="M300 330 Q300 760 500 760 Q700 760 700 330" fill="none" stroke="${p.line}" stroke-width="3" opacity=".5"/>` +
    `<path d="M300 330 C300 240 240 240 250 180 M700 330 C700 240 760 240 750 180" fill="none" stroke="${INK}" stroke-width="6"/>` +
    `<circle cx="250" cy="170" r="40" fill="${p.body}" ${stroke(p)}/><circle cx="750" cy="170" r="40" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="276" y="420" width="48" height="120" rx="22" fill="${p.dark}"/><rect x="676" y="420" width="48" height="120" rx="22" fill="${p.dark}"/>`,
};

export const headphones: Shape = {
  focus: [330, 560],
  draw: (p) =>
    `<path d="M290 540 C290 170 710 170 710 540" fill="none" stroke="${p.body}" stroke-width="48"/>` +
    `<path d="M300 520 C300 200 700 200 700 520" fill="none" stroke="${p.dark}" stroke-width="12" opacity=".6"/>` +
    `<rect x="220" y="470" width="130" height="250" rx="60" fill="${p.body}" ${stroke(p)}/><rect x="330" y="490" width="44" height="210" rx="20" fill="${INK}"/>` +
    `<rect x="650" y="470" width="130" height="250" rx="60" fill="${p.body}" ${stroke(p)}/><rect x="626" y="490" width="44" height="210" rx="20" fill="${INK}"/>` +
    `<circle cx="285" cy="595" r="30" fill="${p.trim}" opacity=".9"/><circle cx="715" cy="595" r="30" fill="${p.trim}" opacity=".9"/>`,
};

export const speaker: Shape = {
  focus: [500, 420],
  draw: (p) =>
    `<rect x="340" y="240" width="320" height="560" rx="80" fill="${p.body}" ${stroke(p)}/>` +
    Array.from(
      { length: 16 },
      (_, i) =>
        `<path d="M380 ${330 + i * 26} L620 ${330 + i * 26}" stroke="${p.dark}" stroke-width="9" stroke-linecap="round" opacity=".55"/>`,
    ).join('') +
    `<rect x="380" y="258" width="240" height="40" rx="20" fill="${p.dark}"/>` +
    [430, 500, 570]
      .map((x) => `<circle cx="${x}" cy="278" r="11" fill="${SOFT}" opacity=".85"/>`)
      .join('') +
    `<rect x="440" y="760" width="120" height="26" rx="13" fill="${p.trim}"/>`,
};

export const laptop: Shape = {
  focus: [500, 520],
  draw: (p) =>
    `<rect x="250" y="220" width="500" height="385" rx="22" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="272" y="242" width="456" height="340" rx="8" fill="${SCREEN}"/>` +
    `<path d="M272 500 Q420 380 560 460 Q650 510 728 420 L728 582 L272 582 Z" fill="#6366f1" opacity=".45"/>` +
    `<path d="M190 612 L810 612 L840 664 Q842 676 828 676 L172 676 Q158 676 160 664 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="440" y="612" width="120" height="14" rx="7" fill="${p.dark}"/>`,
};

export const tv: Shape = {
  focus: [380, 400],
  draw: (p) =>
    `<path d="M330 660 L290 790 M670 660 L710 790" stroke="${p.dark}" stroke-width="20" stroke-linecap="round"/>` +
    `<rect x="160" y="220" width="680" height="440" rx="14" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="176" y="236" width="648" height="408" rx="6" fill="#7dd3fc"/>` +
    `<path d="M176 520 L330 380 L450 480 L560 360 L824 560 L824 644 L176 644 Z" fill="#15803d"/>` +
    `<path d="M176 580 Q500 500 824 600 L824 644 L176 644 Z" fill="#166534"/>` +
    `<circle cx="700" cy="320" r="40" fill="#fde68a"/>`,
};

export const keyboard: Shape = {
  focus: [420, 560],
  draw: (p) =>
    `<rect x="150" y="460" width="560" height="230" rx="26" fill="${p.body}" ${stroke(p)}/>` +
    Array.from({ length: 4 }, (_, row) =>
      Array.from(
        { length: 11 },
        (_, col) =>
          `<rect x="${175 + col * 47}" y="${485 + row * 48}" width="38" height="38" rx="7" fill="${p.dark}" opacity=".75"/>`,
      ).join(''),
    ).join('') +
    `<ellipse cx="790" cy="580" rx="62" ry="100" fill="${p.body}" ${stroke(p)}/><path d="M790 480 L790 560" stroke="${p.line}" stroke-width="4"/>`,
};

export const bulb: Shape = {
  focus: [500, 400],
  draw: (p) =>
    `<circle cx="500" cy="400" r="260" fill="#fde68a" opacity=".35"/>` +
    `<path d="M500 170 C640 170 710 270 700 380 C692 470 600 520 590 620 L410 620 C400 520 308 470 300 380 C290 270 360 170 500 170 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M440 470 L470 400 L500 470 L530 400 L560 470" fill="none" stroke="#f59e0b" stroke-width="8"/>` +
    `<rect x="410" y="620" width="180" height="160" rx="16" fill="${METAL}" ${stroke(p, 3)}/>` +
    [660, 700, 740]
      .map(
        (y) => `<path d="M410 ${y} L590 ${y + 12}" stroke="${INK}" stroke-width="6" opacity=".4"/>`,
      )
      .join('') +
    `<path d="M460 780 L540 780 L520 820 L480 820 Z" fill="${INK}"/>`,
};
