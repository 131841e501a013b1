/** Shoes in side profile (toe to the right) and sandals seen from above, as a pair. */
import { INK, SOFT, type Paint, type Shape, stroke } from './paint';

export const sneaker: Shape = {
  focus: [560, 600],
  draw: (p) =>
    `<path d="M196 760 L806 760 Q836 756 826 716 L808 696 L214 696 Q178 716 196 760 Z" fill="${SOFT}" ${stroke(p)}/>` +
    `<path d="M200 740 L822 740" stroke="${p.trim}" stroke-width="10"/>` +
    `<path d="M214 698 L226 520 Q236 464 300 466 L398 476 Q432 560 522 580 L680 608 Q792 636 808 698 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M226 520 Q214 462 252 452 L300 466 Z" fill="${p.dark}" ${stroke(p, 3)}/>` +
    `<path d="M300 468 Q352 508 398 478" fill="none" stroke="${INK}" stroke-width="10"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${420 + i * 40} ${548 + i * 12} L${452 + i * 40} ${514 + i * 14}" stroke="${SOFT}" stroke-width="10" stroke-linecap="round"/>`,
      )
      .join('') +
    `<path d="M320 668 Q500 650 660 606" fill="none" stroke="${p.trim}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M690 612 Q770 640 800 690" fill="none" stroke="${p.dark}" stroke-width="8" opacity=".5"/>`,
};

/** Derby shoes and juttis share the low profile; juttis get a curled toe and embroidery. */
function lowShoe(jutti: boolean): Shape {
  return {
    focus: [600, 660],
    draw: (p) =>
      `<path d="M196 772 L804 772 Q826 770 816 742 L210 742 Q186 752 196 772 Z" fill="${INK}"/>` +
      `<rect x="206" y="742" width="110" height="46" rx="8" fill="${INK}"/>` +
      `<path d="M212 742 L226 600 Q256 566 330 578 Q420 616 560 620 Q744 628 ${jutti ? '840 700 Q860 660 830 640 Q850 700 806 742' : '808 742'} Z" fill="${p.body}" ${stroke(p)}/>` +
      `<path d="M330 580 Q420 640 540 624" fill="none" stroke="${p.dark}" stroke-width="10"/>` +
      (jutti
        ? [0, 1, 2, 3, 4]
            .map(
              (i) =>
                `<circle cx="${560 + i * 42}" cy="${666 + (i % 2) * 18}" r="11" fill="${p.trim}"/>`,
            )
            .join('') +
          `<path d="M540 700 Q660 640 790 716" fill="none" stroke="${p.trim}" stroke-width="8" stroke-dasharray="14 8"/>`
        : `<path d="M440 618 L470 600 M480 624 L510 604 M520 626 L548 606" stroke="${p.light}" stroke-width="8"/>` +
          `<path d="M560 622 Q700 660 800 736" fill="none" stroke="${p.dark}" stroke-width="5" stroke-dasharray="10 7"/>`),
  };
}

export const loafer = lowShoe(false);
export const jutti = lowShoe(true);

const footprint =
  'M0 -330 C120 -330 150 -190 130 -60 C115 50 140 190 100 280 C70 330 -70 330 -100 280 C-140 190 -115 50 -130 -60 C-150 -190 -120 -330 0 -330 Z';

function sole(p: Paint, x: number, angle: number, flipFlop: boolean): string {
  const straps = flipFlop
    ? `<path d="M0 -250 L-110 -70 M0 -250 L110 -70" stroke="${p.dark}" stroke-width="30" stroke-linecap="round"/><circle cx="0" cy="-250" r="16" fill="${p.dark}"/>`
    : `<path d="M-128 -90 Q0 -10 128 -90" fill="none" stroke="${p.dark}" stroke-width="56"/>` +
      `<path d="M-40 -230 Q0 -120 40 -230" fill="none" stroke="${p.dark}" stroke-width="22"/>` +
      `<path d="M-128 -90 Q0 -10 128 -90" fill="none" stroke="${p.trim}" stroke-width="6" stroke-dasharray="12 8"/>`;
  return (
    `<g transform="translate(${x} 500) rotate(${angle})">` +
    `<path d="${footprint}" fill="${flipFlop ? p.body : p.light}" ${stroke(p)}/>` +
    `<path d="${footprint}" fill="none" stroke="${p.dark}" stroke-width="14" opacity=".35" transform="scale(.9)"/>` +
    straps +
    `</g>`
  );
}

function sandals(flipFlop: boolean): Shape {
  return {
    focus: [390, 420],
    draw: (p) => sole(p, 370, -6, flipFlop) + sole(p, 630, 6, flipFlop),
  };
}

export const sandal = sandals(false);
export const flipFlop = sandals(true);

export const heel: Shape = {
  focus: [560, 620],
  draw: (p) =>
    `<path d="M238 560 L312 580 L300 800 L256 800 Z" fill="${p.dark}" ${stroke(p)}/>` +
    `<path d="M226 540 Q420 560 600 760 L806 770 Q826 784 806 798 L590 798 Q440 630 230 590 Z" fill="${INK}"/>` +
    `<path d="M232 548 Q236 470 300 440 L340 440 Q330 520 350 556 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<path d="M300 440 Q420 360 460 420 Q430 470 340 470" fill="none" stroke="${p.body}" stroke-width="26"/>` +
    `<path d="M590 720 Q680 640 790 760 L700 770 Q660 720 610 752 Z" fill="${p.body}" ${stroke(p)}/>` +
    `<circle cx="448" cy="420" r="14" fill="${p.trim}"/>`,
};
