import { swatchCss, type SwatchSource } from '../lib/colors';
import { visibleSwatches } from '../lib/product-display';

interface SwatchesProps {
  /** The product's colours (name and the owner's swatch colour), in its order. */
  colors: readonly SwatchSource[];
  /** How many circles before the '+N' chip (the spec's card shows 4). */
  max?: number;
}

/** Small filled circles, one per colour, then '+N' for the rest. Not interactive. */
export function Swatches({ colors, max = 4 }: SwatchesProps) {
  if (colors.length === 0) return null;
  const { shown, extra } = visibleSwatches(colors, max);
  return (
    <ul className="flex items-center gap-1.5" aria-label="Colours">
      {shown.map((color, index) => (
        <li key={`${color.name}-${index}`}>
          <Swatch color={color} />
        </li>
      ))}
      {extra > 0 && (
        <li className="rounded-full bg-gray-100 px-1.5 text-xs leading-5 font-medium text-gray-700">
          <span aria-hidden="true">+{extra}</span>
          <span className="sr-only">{extra} more</span>
        </li>
      )}
    </ul>
  );
}

function Swatch({ color }: { color: SwatchSource }) {
  const { name } = color;
  const css = swatchCss(color);
  const common = 'size-5 rounded-full border border-black/20';
  if (css === null) {
    // Unknown name: a neutral circle with its initial, so two unknown colours still differ.
    return (
      <span
        role="img"
        aria-label={name}
        title={name}
        className={`${common} flex items-center justify-center bg-gray-100 text-[10px] leading-none font-semibold text-gray-700`}
      >
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase()}</span>
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} title={name} className={`${common} block`} style={{ backgroundColor: css }} />
  );
}
