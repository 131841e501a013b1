/**
 * The values both product forms share, and the hooks their sections read the form with
 * (react-hook-form's context, typed by these fields), so each screen keeps its own schema and submit.
 */
import { useFormContext } from 'react-hook-form';
import type { ProductStatus } from '../../../common/catalog';
import type { SavedImage } from '../../lib/admin-product-schema';

export interface ColorValues {
  /** Edit only: the saved colour this one is. */
  saved?: { id: string; index: number } | null;
  name: string;
  /** The swatch colour as the colour input gives it ('#rrggbb'); '' = guessed from the name. */
  swatch?: string;
  /** Edit only: the saved images still kept. */
  savedImages?: SavedImage[];
  images: File[];
  /** Without sizes: units in stock as typed ('' = not tracked). */
  stock: string;
  /** With sizes: units of each size, in the order of `sizes` ('' = not tracked). */
  stockBySize: string[];
}

/** The fields both product forms have (the rating is the create form's only). */
export interface SharedValues {
  name: string;
  description: string;
  features: string;
  category: string;
  actualPrice: string;
  discountPrice: string;
  deliveryCharge: string;
  codCharge: string;
  /** GST: the HSN code as typed, and the rate as the select's text ('5' for 5 %). */
  hsnCode: string;
  gstRate: string;
  /** GSTR-1's unit of quantity, as the select's code ('PCS'). */
  uqc: string;
  rating?: string;
  isNewArrival: boolean;
  isFeatured: boolean;
  inStock: boolean;
  status: ProductStatus;
  /** Size names in order; [] = the product has no sizes. */
  sizes: string[];
  savedVideo?: string | null;
  videoFile: File | null;
  videoUrl: string;
  colors: ColorValues[];
}

export const useShared = () => useFormContext<SharedValues>();

type TextPath = 'name' | 'description' | 'features' | 'category' | 'actualPrice' | 'discountPrice' | 'deliveryCharge' | 'codCharge' | 'hsnCode' | 'gstRate' | 'uqc' | 'rating' | 'videoUrl' | `colors.${number}.name` | `colors.${number}.stock`;
type FlagPath = 'isNewArrival' | 'isFeatured' | 'inStock';

/**
 * `register()` plus the field's starting value as the input's default. react-hook-form fills its
 * inputs only once React runs in the browser; this way the server-rendered edit form already
 * shows the product, not empty fields, while the page's scripts load.
 */
export function useFields() {
  const { register, getValues } = useShared();
  return {
    text: (name: TextPath) => ({ ...register(name), defaultValue: getValues(name) ?? '' }),
    flag: (name: FlagPath) => ({ ...register(name), defaultChecked: getValues(name) }),
  };
}

