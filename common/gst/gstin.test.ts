import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinCheckCharacter, gstinProblem } from './gstin';

describe('GSTIN validation', () => {
  // Published GSTINs (the GSTN's own example and registered businesses): their check characters hold.
  const valid = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '33AAACH7409R1Z8', '24AAACC1206D1ZM'];

  it('computes the check character by the GSTN algorithm', () => {
    for (const gstin of valid) expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
  });

  it('accepts a valid GSTIN, and for a shop only one of its own state', () => {
    for (const gstin of valid) expect(gstinProblem(gstin), gstin).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4', '29')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4', '27')).toBe(GSTIN_MESSAGES.stateMismatch('27'));
  });

  it('refuses a typo, a wrong shape and a state code that does not exist', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinProblem('27AAPFU0939F1ZU')).toBe(GSTIN_MESSAGES.checksum);
    // Two characters swapped: the alternating weights catch it.
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe(GSTIN_MESSAGES.checksum);
    for (const shape of ['', '27AAPFU0939F1Z', '27AAPFU0939F1ZVX', '27aapfu0939f1zv', '27AAPFU0939F1YV', 'AAAPFU0939F1ZV7', '27AAPF10939F1ZV', '27AAPFU0939F0ZV']) {
      expect(gstinProblem(shape), shape).toBe(GSTIN_MESSAGES.shape);
    }
    const badState = `00AAPFU0939F1Z`;
    expect(gstinProblem(badState + gstinCheckCharacter(badState))).toBe(GSTIN_MESSAGES.state);
  });
});
