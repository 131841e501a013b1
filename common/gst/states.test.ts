import { describe, expect, it } from 'vitest';
import { ADDRESS_STATES, GST_STATES, gstStateCodeOf, gstStateName, isGstStateCode, resolveGstState } from './states';

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

describe('resolving the state an address names (docs/decisions/0032)', () => {
  it.each([
    ['Tamil Nadu', 'Tamil Nadu', '33'],
    ['  tamil   NADU ', 'Tamil Nadu', '33'],
    ['TN', 'Tamil Nadu', '33'],
    ['Tamilnadu', 'Tamil Nadu', '33'],
    ['33', 'Tamil Nadu', '33'],
    ['Orissa', 'Odisha', '21'],
    ['Pondicherry', 'Puducherry', '34'],
    ['Kerela', 'Kerala', '32'],
    ['UP', 'Uttar Pradesh', '09'],
    ['mp', 'Madhya Pradesh', '23'],
    ['AP', 'Andhra Pradesh', '37'],
    ['J&K', 'Jammu and Kashmir', '01'],
    ['07', 'Delhi', '07'],
    ['Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['38', 'Ladakh', '38'],
    ['97', 'Other Territory', '97'],
  ])('%s → %s (%s)', (text, name, code) => {
    expect(resolveGstState(text)).toEqual({ name, code });
  });

  it.each(['Bombay', 'Atlantis', '', '3', '00', '39', '25', '28', '99', 'Centre Jurisdiction', 'Andhra Pradesh (before 2014)'])('%s is no state of an address', (text) => {
    expect(resolveGstState(text)).toBeNull();
  });

  it('lists the states an address may name, 01 to 38 and 97', () => {
    expect(ADDRESS_STATES.map((state) => state.code)).toEqual([...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')).filter((code) => code !== '25' && code !== '28'), '97']);
    expect(ADDRESS_STATES.find((state) => state.code === '26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
  });
});
