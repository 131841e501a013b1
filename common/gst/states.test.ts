import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateCodeOf, gstStateName, isGstStateCode } from './states';

describe('GST state codes', () => {
  it('knows the codes and their states', () => {
    expect(gstStateName('07')).toBe('Delhi');
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(gstStateName('29')).toBe('Karnataka');
    expect(gstStateName('36')).toBe('Telangana');
    expect(isGstStateCode('38') && !isGstStateCode('00') && !isGstStateCode('39')).toBe(true);
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(GST_STATES.length);
  });

  it('finds the code of a state as a customer typed it, old names included', () => {
    expect(gstStateCodeOf('Karnataka')).toBe('29');
    expect(gstStateCodeOf('  tamil nadu ')).toBe('33');
    expect(gstStateCodeOf('Orissa')).toBe('21');
    expect(gstStateCodeOf('NCT of Delhi')).toBe('07');
    expect(gstStateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateCodeOf('Andhra Pradesh')).toBe('37');
    expect(gstStateCodeOf('Daman and Diu')).toBe('26');
    expect(gstStateCodeOf('Atlantis')).toBeUndefined();
  });
});
