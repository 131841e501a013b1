import { describe, expect, it } from 'vitest';
import { pinCodeFitsState } from './pin-circles';
import { resolveGstState } from './states';

// Real PIN codes and the states they are in: every one must fit (docs/decisions/0032).
const REAL_ADDRESSES: [pin: string, state: string][] = [
  ['600018', 'Tamil Nadu'],
  ['560001', 'Karnataka'],
  ['110001', 'Delhi'],
  ['400001', 'Maharashtra'],
  ['403001', 'Goa'],
  ['605001', 'Puducherry'],
  ['609602', 'Puducherry'], // Karaikal
  ['533464', 'Puducherry'], // Yanam
  ['673310', 'Puducherry'], // Mahe
  ['682001', 'Kerala'],
  ['682555', 'Lakshadweep'],
  ['695001', 'Kerala'],
  ['700001', 'West Bengal'],
  ['737101', 'Sikkim'],
  ['744101', 'Andaman and Nicobar Islands'],
  ['751001', 'Odisha'],
  ['781001', 'Assam'],
  ['793001', 'Meghalaya'],
  ['795001', 'Manipur'],
  ['796001', 'Mizoram'],
  ['797112', 'Nagaland'],
  ['799001', 'Tripura'],
  ['791111', 'Arunachal Pradesh'],
  ['800001', 'Bihar'],
  ['834001', 'Jharkhand'],
  ['160017', 'Chandigarh'],
  ['160055', 'Punjab'], // Mohali
  ['134109', 'Haryana'], // Panchkula
  ['122001', 'Haryana'],
  ['141001', 'Punjab'],
  ['171001', 'Himachal Pradesh'],
  ['180001', 'Jammu and Kashmir'],
  ['194101', 'Ladakh'],
  ['201301', 'Uttar Pradesh'],
  ['248001', 'Uttarakhand'],
  ['302001', 'Rajasthan'],
  ['380001', 'Gujarat'],
  ['396230', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['362520', 'Dadra and Nagar Haveli and Daman and Diu'], // Diu
  ['452001', 'Madhya Pradesh'],
  ['492001', 'Chhattisgarh'],
  ['500001', 'Telangana'],
  ['520001', 'Andhra Pradesh'],
  ['641001', 'Tamil Nadu'],
];

describe('PIN codes and states (docs/decisions/0032)', () => {
  it.each(REAL_ADDRESSES)('%s fits %s', (pin, state) => {
    expect(pinCodeFitsState(pin, resolveGstState(state)!.code)).toBe(true);
  });

  it('refuses a PIN code whose postal circle serves another state', () => {
    expect(pinCodeFitsState('600018', '29')).toBe(false); // Chennai is not in Karnataka
    expect(pinCodeFitsState('560001', '33')).toBe(false);
    expect(pinCodeFitsState('110001', '27')).toBe(false);
    expect(pinCodeFitsState('403001', '29')).toBe(false);
  });

  it('does not check a PIN code of no known circle, nor Other Territory', () => {
    expect(pinCodeFitsState('990001', '33')).toBe(true); // Army Post Office
    expect(pinCodeFitsState('600018', '97')).toBe(true);
  });
});
