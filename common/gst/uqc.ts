/**
 * GSTR-1's units of quantity (UQC): the codes the GST portal and its offline tool accept in the
 * HSN summary, with the portal's own names. A product is counted in one of them (default PCS,
 * pieces); the order's line and the issued document's line keep it (docs/decisions/0034).
 */
export const UQC_UNITS = [
  { code: 'PCS', name: 'PIECES' },
  { code: 'NOS', name: 'NUMBERS' },
  { code: 'PRS', name: 'PAIRS' },
  { code: 'SET', name: 'SETS' },
  { code: 'MTR', name: 'METERS' },
  { code: 'BAG', name: 'BAGS' },
  { code: 'BAL', name: 'BALE' },
  { code: 'BDL', name: 'BUNDLES' },
  { code: 'BKL', name: 'BUCKLES' },
  { code: 'BOU', name: 'BILLION OF UNITS' },
  { code: 'BOX', name: 'BOX' },
  { code: 'BTL', name: 'BOTTLES' },
  { code: 'BUN', name: 'BUNCHES' },
  { code: 'CAN', name: 'CANS' },
  { code: 'CBM', name: 'CUBIC METERS' },
  { code: 'CCM', name: 'CUBIC CENTIMETERS' },
  { code: 'CMS', name: 'CENTIMETERS' },
  { code: 'CTN', name: 'CARTONS' },
  { code: 'DOZ', name: 'DOZENS' },
  { code: 'DRM', name: 'DRUMS' },
  { code: 'GGK', name: 'GREAT GROSS' },
  { code: 'GMS', name: 'GRAMMES' },
  { code: 'GRS', name: 'GROSS' },
  { code: 'GYD', name: 'GROSS YARDS' },
  { code: 'KGS', name: 'KILOGRAMS' },
  { code: 'KLR', name: 'KILOLITRE' },
  { code: 'KME', name: 'KILOMETRE' },
  { code: 'LTR', name: 'LITRES' },
  { code: 'MLT', name: 'MILILITRE' },
  { code: 'MTS', name: 'METRIC TON' },
  { code: 'OTH', name: 'OTHERS' },
  { code: 'PAC', name: 'PACKS' },
  { code: 'QTL', name: 'QUINTAL' },
  { code: 'ROL', name: 'ROLLS' },
  { code: 'SQF', name: 'SQUARE FEET' },
  { code: 'SQM', name: 'SQUARE METERS' },
  { code: 'SQY', name: 'SQUARE YARDS' },
  { code: 'TBS', name: 'TABLETS' },
  { code: 'TGM', name: 'TEN GROSS' },
  { code: 'THD', name: 'THOUSANDS' },
  { code: 'TON', name: 'TONNES' },
  { code: 'TUB', name: 'TUBES' },
  { code: 'UGS', name: 'US GALLONS' },
  { code: 'UNT', name: 'UNITS' },
  { code: 'YDS', name: 'YARDS' },
] as const;

export type Uqc = (typeof UQC_UNITS)[number]['code'];

/** Every product counted until units were kept, and a new one without a unit: pieces. */
export const DEFAULT_UQC: Uqc = 'PCS';

const BY_CODE = new Map<string, (typeof UQC_UNITS)[number]>(UQC_UNITS.map((unit) => [unit.code, unit]));

export const isUqc = (code: string): code is Uqc => BY_CODE.has(code);

/** 'PCS – pieces': what the admin's unit select shows. */
export function uqcLabel(code: string): string {
  const unit = BY_CODE.get(code);
  return unit ? `${unit.code} – ${unit.name.toLowerCase()}` : code;
}

/** 'PCS-PIECES': the UQC column as the GST offline tool's HSN template writes it. */
export function uqcForGstr1(code: string): string {
  const unit = BY_CODE.get(code);
  return unit ? `${unit.code}-${unit.name}` : code;
}
