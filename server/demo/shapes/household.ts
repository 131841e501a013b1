/** Kitchen, decor, beauty and sports goods. */
import { GOLD, INK, METAL, SOFT, type Shape, stroke } from './paint';

export const cooker: Shape = {
  focus: [560, 440],
  draw: (p) =>
    `<rect x="610" y="430" width="230" height="44" rx="20" fill="${INK}"/><rect x="150" y="470" width="140" height="36" rx="18" fill="${INK}"/>` +
    `<path d="M276 480 L724 480 L704 780 Q702 804 676 804 L324 804 Q298 804 296 780 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<ellipse cx="500" cy="470" rx="240" ry="42" fill="${p.light}" ${stroke(p)}/>` +
    `<rect x="470" y="370" width="60" height="80" rx="10" fill="${INK}"/><rect x="455" y="340" width="90" height="40" rx="14" fill="${INK}"/>` +
    `<path d="M330 560 L340 760" stroke="${SOFT}" stroke-width="22" opacity=".45" stroke-linecap="round"/>`,
};

export const kadai: Shape = {
  focus: [500, 520],
  draw: (p) =>
    `<path d="M230 480 Q170 480 180 540 Q190 580 240 570 M770 480 Q830 480 820 540 Q810 580 760 570" fill="none" stroke="${p.body}" stroke-width="26"/>` +
    `<path d="M226 480 Q240 790 500 796 Q760 790 774 480 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<ellipse cx="500" cy="480" rx="274" ry="56" fill="${p.dark}" ${stroke(p)}/>` +
    `<ellipse cx="500" cy="488" rx="244" ry="40" fill="${INK}" opacity=".75"/>` +
    `<path d="M300 560 Q330 700 430 750" fill="none" stroke="${SOFT}" stroke-width="16" opacity=".25" stroke-linecap="round"/>`,
};

export const bottle: Shape = {
  focus: [500, 330],
  draw: (p) =>
    `<path d="M440 260 L560 260 L560 300 Q610 330 610 380 L610 770 Q610 810 570 810 L430 810 Q390 810 390 770 L390 380 Q390 330 440 300 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="420" y="170" width="160" height="100" rx="22" fill="${INK}"/>` +
    `<path d="M460 170 Q500 110 540 170" fill="none" stroke="${INK}" stroke-width="14"/>` +
    `<rect x="390" y="520" width="220" height="26" fill="${p.trim}" opacity=".9"/>` +
    `<path d="M420 400 L420 760" stroke="${SOFT}" stroke-width="18" opacity=".35" stroke-linecap="round"/>`,
};

export const lamp: Shape = {
  focus: [500, 560],
  draw: (p) =>
    `<path d="M360 190 L640 190 L724 440 L276 440 Z" fill="#f5efe3" stroke="#b7ab97" stroke-width="4"/>` +
    `<path d="M276 440 L724 440" stroke="${p.base}" stroke-width="14"/>` +
    `<rect x="488" y="440" width="24" height="40" fill="${METAL}"/>` +
    `<path d="M450 480 L550 480 Q680 560 620 720 L600 800 L400 800 L380 720 Q320 560 450 480 Z" fill="${p.body}" ${stroke(p)}/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<circle cx="${400 + i * 50}" cy="640" r="14" fill="${p.trim}"/>`)
      .join('') +
    `<path d="M380 700 Q500 730 620 700 M395 580 Q500 610 605 580" fill="none" stroke="${p.trim}" stroke-width="8"/>`,
};

export const mixer: Shape = {
  focus: [500, 400],
  draw: (p) =>
    `<path d="M380 250 L620 250 L592 540 L408 540 Z" fill="#e4e4e7" stroke="#a1a1aa" stroke-width="4" opacity=".9"/>` +
    `<path d="M620 300 Q700 320 680 440 Q670 500 600 500" fill="none" stroke="${INK}" stroke-width="22"/>` +
    `<rect x="372" y="220" width="256" height="40" rx="14" fill="${INK}"/>` +
    `<path d="M440 470 L560 430 M440 430 L560 470" stroke="${METAL}" stroke-width="10"/>` +
    `<path d="M356 550 L644 550 L668 800 L332 800 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<circle cx="500" cy="670" r="50" fill="${METAL}" ${stroke(p, 3)}/><path d="M500 630 L500 670" stroke="${INK}" stroke-width="10"/>`,
};

export const mug: Shape = {
  focus: [480, 420],
  draw: (p) =>
    `<path d="M640 440 C780 440 780 700 640 700" fill="none" stroke="${p.body}" stroke-width="44"/>` +
    `<path d="M640 440 C780 440 780 700 640 700" fill="none" stroke="${p.line}" stroke-width="3" opacity=".5"/>` +
    `<path d="M320 360 L660 360 L650 770 Q648 800 616 800 L364 800 Q332 800 330 770 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<ellipse cx="490" cy="360" rx="170" ry="30" fill="${p.dark}" ${stroke(p)}/><ellipse cx="490" cy="366" rx="150" ry="20" fill="#6b3f1d"/>` +
    `<path d="M400 560 Q490 500 580 560 Q490 620 400 560 Z" fill="${p.trim}" opacity=".9"/>`,
};

export const dropper: Shape = {
  focus: [500, 320],
  draw: (p) =>
    `<ellipse cx="500" cy="220" rx="46" ry="76" fill="${INK}"/>` +
    `<rect x="446" y="290" width="108" height="86" rx="10" fill="${GOLD}"/>` +
    `<path d="M460 376 L540 376 L540 410 Q610 420 610 470 L610 770 Q610 810 570 810 L430 810 Q390 810 390 770 L390 470 Q390 420 460 410 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="414" y="560" width="172" height="150" rx="10" fill="${SOFT}"/>` +
    `<rect x="440" y="600" width="120" height="14" rx="7" fill="${p.dark}"/><rect x="460" y="630" width="80" height="10" rx="5" fill="${INK}" opacity=".4"/>` +
    `<path d="M415 470 L415 760" stroke="${SOFT}" stroke-width="14" opacity=".4" stroke-linecap="round"/>`,
};

export const lipstick: Shape = {
  focus: [500, 330],
  draw: (p) =>
    `<path d="M446 430 L446 260 Q446 230 470 222 L554 196 L554 430 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="428" y="420" width="144" height="140" rx="8" fill="${METAL}"/>` +
    // The gold case, and the shadow band where its cap ends.
    `<rect x="408" y="540" width="184" height="262" rx="14" fill="${GOLD}"/><rect x="408" y="560" width="184" height="14" fill="${INK}" opacity=".25"/>`,
};

export const tube: Shape = {
  focus: [500, 440],
  draw: (p) =>
    `<rect x="390" y="170" width="220" height="36" rx="6" fill="${p.dark}"/>` +
    `<path d="M396 200 L604 200 L626 690 L374 690 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M500 300 Q580 380 500 560 Q420 380 500 300 Z" fill="${SOFT}" opacity=".85"/>` +
    `<path d="M500 330 L500 540" stroke="${p.dark}" stroke-width="5"/>` +
    `<rect x="420" y="690" width="160" height="110" rx="18" fill="${SOFT}" ${stroke(p, 3)}/>`,
};

export const perfume: Shape = {
  focus: [500, 360],
  draw: (p) =>
    `<rect x="420" y="210" width="160" height="130" rx="20" fill="${p.trim}" ${stroke(p, 3)}/>` +
    `<rect x="462" y="336" width="76" height="70" fill="${METAL}"/>` +
    `<rect x="330" y="400" width="340" height="400" rx="46" fill="${p.body}" opacity=".92" ${stroke(p)}/>` +
    `<rect x="360" y="430" width="280" height="340" rx="30" fill="${p.light}" opacity=".35"/>` +
    `<rect x="400" y="560" width="200" height="90" rx="8" fill="${SOFT}" opacity=".9"/><rect x="430" y="595" width="140" height="18" rx="9" fill="${INK}" opacity=".55"/>`,
};

export const pump: Shape = {
  focus: [470, 280],
  draw: (p) =>
    `<rect x="380" y="190" width="150" height="34" rx="12" fill="${INK}"/><rect x="488" y="210" width="26" height="100" fill="${INK}"/>` +
    `<rect x="446" y="296" width="108" height="70" rx="12" fill="${INK}"/>` +
    `<rect x="390" y="360" width="220" height="440" rx="56" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="416" y="500" width="168" height="190" rx="12" fill="${SOFT}"/>` +
    `<circle cx="500" cy="560" r="36" fill="${p.trim}"/><rect x="440" y="620" width="120" height="14" rx="7" fill="${INK}" opacity=".45"/>`,
};

export const jar: Shape = {
  focus: [500, 520],
  draw: (p) =>
    `<rect x="316" y="520" width="368" height="280" rx="36" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="304" y="430" width="392" height="110" rx="24" fill="${p.trim}" ${stroke(p)}/>` +
    `<rect x="304" y="500" width="392" height="12" fill="${INK}" opacity=".2"/>` +
    `<rect x="370" y="600" width="260" height="120" rx="12" fill="${SOFT}" opacity=".9"/>` +
    `<circle cx="500" cy="640" r="22" fill="${p.dark}"/><rect x="420" y="680" width="160" height="12" rx="6" fill="${INK}" opacity=".4"/>`,
};

export const trimmer: Shape = {
  focus: [500, 300],
  draw: (p) =>
    `<rect x="420" y="180" width="160" height="70" rx="10" fill="${METAL}"/>` +
    Array.from(
      { length: 9 },
      (_, i) => `<rect x="${426 + i * 17}" y="160" width="9" height="30" fill="${METAL}"/>`,
    ).join('') +
    `<path d="M430 250 L570 250 Q600 500 572 790 Q500 812 428 790 Q400 500 430 250 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<circle cx="500" cy="420" r="30" fill="${SOFT}" ${stroke(p, 3)}/>` +
    [560, 600, 640, 680]
      .map(
        (y) =>
          `<path d="M450 ${y} L550 ${y}" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>`,
      )
      .join(''),
};

export const bat: Shape = {
  focus: [500, 300],
  draw: (p) =>
    `<g transform="rotate(-22 500 500)">` +
    `<rect x="478" y="110" width="44" height="240" rx="18" fill="${p.trim}"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M478 ${130 + i * 26} L522 ${144 + i * 26}" stroke="${INK}" stroke-width="4" opacity=".4"/>`,
    ).join('') +
    `<path d="M436 340 L564 340 L572 800 Q500 826 428 800 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<rect x="436" y="400" width="128" height="60" fill="#1d4ed8"/><rect x="436" y="420" width="128" height="18" fill="${GOLD}"/></g>` +
    `<circle cx="690" cy="760" r="48" fill="#b91c1c"/><path d="M650 734 Q690 760 730 734 M650 786 Q690 760 730 786" fill="none" stroke="${SOFT}" stroke-width="4" stroke-dasharray="6 5"/>`,
};

export const yogaMat: Shape = {
  focus: [300, 590],
  draw: (p) =>
    `<rect x="250" y="460" width="500" height="260" fill="${p.body}" ${stroke(p)}/>` +
    `<ellipse cx="750" cy="590" rx="56" ry="130" fill="${p.dark}" ${stroke(p)}/>` +
    `<ellipse cx="250" cy="590" rx="56" ry="130" fill="${p.light}" ${stroke(p)}/>` +
    [100, 70, 42, 16]
      .map(
        (ry) =>
          `<ellipse cx="250" cy="590" rx="${ry * 0.43}" ry="${ry}" fill="none" stroke="${p.dark}" stroke-width="5"/>`,
      )
      .join('') +
    `<rect x="360" y="456" width="34" height="268" fill="${INK}"/><rect x="606" y="456" width="34" height="268" fill="${INK}"/>`,
};

const hexHead = (x: number, color: string, line: string) =>
  `<path d="M${x - 60} 420 L${x + 60} 420 L${x + 95} 500 L${x + 60} 580 L${x - 60} 580 L${x - 95} 500 Z" fill="${color}" stroke="${line}" stroke-width="4"/>`;

export const dumbbell: Shape = {
  focus: [320, 600],
  draw: (p) =>
    `<g transform="translate(60 -140) scale(.9)" opacity=".8">` +
    `<rect x="280" y="482" width="440" height="36" rx="10" fill="${METAL}"/>` +
    hexHead(250, p.dark, p.line) +
    hexHead(750, p.dark, p.line) +
    `</g>` +
    `<g transform="translate(-20 150)">` +
    `<rect x="280" y="478" width="440" height="44" rx="12" fill="${METAL}"/>` +
    hexHead(250, p.body, p.line) +
    hexHead(750, p.body, p.line) +
    `<rect x="430" y="478" width="140" height="44" fill="${INK}" opacity=".3"/></g>`,
};

export const racquet: Shape = {
  focus: [470, 320],
  draw: (p) =>
    `<defs><clipPath id="racquet-head"><ellipse cx="470" cy="320" rx="130" ry="170"/></clipPath></defs>` +
    `<g transform="rotate(-14 470 500)">` +
    `<g clip-path="url(#racquet-head)" stroke="#a1a1aa" stroke-width="3">` +
    Array.from(
      { length: 13 },
      (_, i) =>
        `<path d="M${350 + i * 20} 140 L${350 + i * 20} 500 M330 ${170 + i * 25} L610 ${170 + i * 25}"/>`,
    ).join('') +
    `</g><ellipse cx="470" cy="320" rx="136" ry="176" fill="none" stroke="${p.base}" stroke-width="18"/>` +
    `<rect x="463" y="496" width="14" height="164" fill="${METAL}"/><rect x="450" y="650" width="40" height="170" rx="14" fill="${INK}"/></g>` +
    `<path d="M660 610 L760 610 L740 760 L680 760 Z" fill="${SOFT}" stroke="#a1a1aa" stroke-width="4"/>` +
    `<path d="M680 640 L690 760 M710 640 L710 760 M740 640 L730 760" stroke="#d4d4d8" stroke-width="3"/>` +
    `<path d="M676 760 L744 760 Q744 810 710 810 Q676 810 676 760 Z" fill="${p.base}"/>`,
};

export const football: Shape = {
  focus: [500, 500],
  draw: (p) => {
    const pentagon = (cx: number, cy: number, r: number) =>
      Array.from({ length: 5 }, (_, i) => {
        const a = ((i * 72 - 90) * Math.PI) / 180;
        return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
      }).join(' L');
    const around = Array.from({ length: 5 }, (_, i) => {
      const a = ((i * 72 + 90) * Math.PI) / 180;
      return `<path d="M${pentagon(500 + 235 * Math.cos(a), 500 + 235 * Math.sin(a), 80)} Z" fill="${INK}"/>`;
    }).join('');
    return (
      `<defs><clipPath id="ball"><circle cx="500" cy="500" r="290"/></clipPath></defs>` +
      `<circle cx="500" cy="500" r="290" fill="${p.body}" ${stroke(p)}/>` +
      `<g clip-path="url(#ball)"><path d="M${pentagon(500, 500, 90)} Z" fill="${INK}"/>${around}</g>` +
      `<circle cx="500" cy="500" r="290" fill="none" ${stroke(p)}/>`
    );
  },
};
