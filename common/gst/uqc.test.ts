import { describe, expect, it } from 'vitest';
import { DEFAULT_UQC, isUqc, UQC_UNITS, uqcForGstr1, uqcLabel } from './uqc';

describe('units of quantity (docs/decisions/0034)', () => {
  it('knows GSTR-1’s codes, once each, pieces first and by default', () => {
    expect(DEFAULT_UQC).toBe('PCS');
    expect(UQC_UNITS[0].code).toBe('PCS');
    expect(new Set(UQC_UNITS.map((unit) => unit.code)).size).toBe(UQC_UNITS.length);
    for (const code of ['PCS', 'PRS', 'NOS', 'SET', 'MTR', 'KGS', 'OTH']) expect(isUqc(code), code).toBe(true);
    for (const code of ['pcs', 'PIECES', '', 'NA', 'XYZ']) expect(isUqc(code), code).toBe(false);
  });

  it('labels a unit for the admin and for the offline tool', () => {
    expect(uqcLabel('PCS')).toBe('PCS – pieces');
    expect(uqcLabel('PRS')).toBe('PRS – pairs');
    expect(uqcForGstr1('MTR')).toBe('MTR-METERS');
    expect(uqcForGstr1('NOS')).toBe('NOS-NUMBERS');
  });
});
