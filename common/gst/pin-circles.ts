/**
 * Which states a PIN code can be in, from its first digits (the postal circles). Deliberately
 * generous (docs/decisions/0032): a prefix lists every state or union territory that has PIN codes
 * under it, so only a clear contradiction is refused ('600018' with 'Karnataka'), never a real
 * address near a border. A prefix not listed (the Army Post Office's 9, unused ones) is not checked.
 * The India PIN directory, when it comes, makes this exact.
 */

const OTHER_TERRITORY = '97';

// Two-digit prefixes → the GST state codes of the states they serve.
const BY_TWO_DIGITS: Record<string, readonly string[]> = {
  '11': ['07'], // Delhi
  '12': ['06'], // Haryana
  '13': ['06', '03', '04', '02'], // Haryana; Panchkula and the Punjab/Himachal border
  '14': ['03'], // Punjab
  '15': ['03'],
  '16': ['03', '04', '06'], // Chandigarh 160, Mohali (Punjab), Panchkula (Haryana)
  '17': ['02'], // Himachal Pradesh
  '18': ['01', '38'], // Jammu and Kashmir, Ladakh
  '19': ['01', '38'],
  ...twoDigits(20, 28, ['09', '05']), // Uttar Pradesh, Uttarakhand
  ...twoDigits(30, 34, ['08']), // Rajasthan
  ...twoDigits(36, 39, ['24', '26']), // Gujarat; Dadra and Nagar Haveli and Daman and Diu (396, Diu 362)
  ...twoDigits(40, 44, ['27', '30']), // Maharashtra; Goa (403)
  ...twoDigits(45, 49, ['23', '22']), // Madhya Pradesh, Chhattisgarh
  ...twoDigits(50, 53, ['36', '37', '34']), // Telangana, Andhra Pradesh; Yanam (Puducherry, 533)
  ...twoDigits(56, 59, ['29']), // Karnataka
  ...twoDigits(60, 64, ['33', '34']), // Tamil Nadu; Puducherry (605) and Karaikal (609)
  ...twoDigits(67, 69, ['32', '31', '34']), // Kerala; Lakshadweep (682); Mahe (Puducherry, 673)
  ...twoDigits(70, 74, ['19', '11', '35']), // West Bengal; Sikkim (737); Andaman and Nicobar (744)
  ...twoDigits(75, 77, ['21']), // Odisha
  '78': ['18', '12', '17', '13'], // Assam and its neighbours' border towns
  '79': ['12', '14', '17', '15', '13', '16', '18'], // the North East
  ...twoDigits(80, 85, ['10', '20']), // Bihar, Jharkhand
};

function twoDigits(from: number, to: number, codes: readonly string[]): Record<string, readonly string[]> {
  const prefixes: Record<string, readonly string[]> = {};
  for (let prefix = from; prefix <= to; prefix += 1) prefixes[String(prefix)] = codes;
  return prefixes;
}

/**
 * Whether a six-digit PIN code can be in the state of GST code `stateCode`: false only when its
 * postal circle is known and serves no such state. '97' (Other Territory: offshore areas) has no
 * circle of its own, so any PIN code fits it.
 */
export function pinCodeFitsState(pinCode: string, stateCode: string): boolean {
  if (stateCode === OTHER_TERRITORY) return true;
  const states = BY_TWO_DIGITS[pinCode.trim().slice(0, 2)];
  return states === undefined || states.includes(stateCode);
}
