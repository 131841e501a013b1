/**
 * GST state codes (the first two digits of a GSTIN, and the place of supply on an invoice:
 * docs/decisions/0032). Codes of states that no longer exist as such (25 Daman and Diu, 28 the
 * undivided Andhra Pradesh) are kept so old GSTINs still read right, but a delivery address maps
 * to today's code; 99 (Centre Jurisdiction) is a GSTIN's, never an address's. The aliases are old
 * names, common misspellings and the short forms on number plates that customers type (docs/decisions/0032).
 */
export const GST_STATES: readonly { code: string; name: string; aliases?: readonly string[]; current?: false }[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['Jammu & Kashmir', 'J&K', 'JK'] },
  { code: '02', name: 'Himachal Pradesh', aliases: ['HP'] },
  { code: '03', name: 'Punjab', aliases: ['PB'] },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand', aliases: ['Uttaranchal'] },
  { code: '06', name: 'Haryana', aliases: ['HR'] },
  { code: '07', name: 'Delhi', aliases: ['New Delhi', 'NCT of Delhi', 'DL'] },
  { code: '08', name: 'Rajasthan', aliases: ['RJ'] },
  { code: '09', name: 'Uttar Pradesh', aliases: ['UP'] },
  { code: '10', name: 'Bihar', aliases: ['BR'] },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal', aliases: ['WB'] },
  { code: '20', name: 'Jharkhand', aliases: ['JH'] },
  { code: '21', name: 'Odisha', aliases: ['Orissa', 'OD'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['Chattisgarh', 'CG'] },
  { code: '23', name: 'Madhya Pradesh', aliases: ['MP'] },
  { code: '24', name: 'Gujarat', aliases: ['GJ', 'Gujrat'] },
  { code: '25', name: 'Daman and Diu', current: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', aliases: ['Dadra and Nagar Haveli', 'Daman and Diu', 'Daman & Diu', 'Dadra & Nagar Haveli'] },
  { code: '27', name: 'Maharashtra', aliases: ['MH', 'Maharastra'] },
  { code: '28', name: 'Andhra Pradesh (before 2014)', current: false },
  { code: '29', name: 'Karnataka', aliases: ['KA'] },
  { code: '30', name: 'Goa', aliases: ['GA'] },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala', aliases: ['KL', 'Kerela'] },
  { code: '33', name: 'Tamil Nadu', aliases: ['TN', 'Tamilnadu'] },
  { code: '34', name: 'Puducherry', aliases: ['Pondicherry', 'PY'] },
  { code: '35', name: 'Andaman and Nicobar Islands', aliases: ['Andaman & Nicobar Islands', 'Andaman and Nicobar'] },
  { code: '36', name: 'Telangana', aliases: ['TS', 'TG', 'Telengana'] },
  { code: '37', name: 'Andhra Pradesh', aliases: ['AP'] },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
  { code: '99', name: 'Centre Jurisdiction', current: false },
];

const squash = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');

const byName = new Map<string, string>();
for (const state of GST_STATES) {
  if (state.current === false) continue;
  for (const name of [state.name, ...(state.aliases ?? [])]) byName.set(squash(name), state.code);
}

/** The states and union territories an address may name, in code order: the address forms' list. */
export const ADDRESS_STATES: readonly { code: string; name: string }[] = GST_STATES.filter((state) => state.current !== false).map(({ code, name }) => ({ code, name }));

/** Whether `code` is a GST state code ('07', '27', '29' …). */
export function isGstStateCode(code: string): boolean {
  return GST_STATES.some((state) => state.code === code);
}

/** The state a code stands for ('29' → 'Karnataka'), or undefined. */
export function gstStateName(code: string): string | undefined {
  return GST_STATES.find((state) => state.code === code)?.name;
}

/**
 * The GST state code of a delivery address's state as a customer typed it ('Karnataka',
 * 'karnataka', 'Orissa', 'NCT of Delhi'): case, spaces, punctuation and '&' for 'and' ignored;
 * undefined for a name that is no Indian state or union territory.
 */
export function gstStateCodeOf(stateName: string): string | undefined {
  return byName.get(squash(stateName));
}

/**
 * The state an address names, as its canonical name and code: its name in any case or spacing,
 * an alias ('TN', 'Orissa', 'Kerela') or its two-digit code ('33'); null for anything else, so a
 * caller never guesses a place of supply (docs/decisions/0032).
 */
export function resolveGstState(text: string): { name: string; code: string } | null {
  const trimmed = text.trim();
  const code = /^\d{2}$/.test(trimmed) ? trimmed : gstStateCodeOf(trimmed);
  const state = ADDRESS_STATES.find((candidate) => candidate.code === code);
  return state ? { name: state.name, code: state.code } : null;
}
