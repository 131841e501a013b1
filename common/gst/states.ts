/**
 * GST state codes (the first two digits of a GSTIN, and the place of supply on an invoice:
 * business-spec §3–§4). Codes of states that no longer exist as such (25 Daman and Diu, 28 the
 * undivided Andhra Pradesh) are kept so old GSTINs still read right, but a delivery address maps
 * to today's code.
 */
export const GST_STATES: readonly { code: string; name: string; aliases?: readonly string[]; current?: false }[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['Jammu & Kashmir', 'J&K'] },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand', aliases: ['Uttaranchal'] },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi', aliases: ['New Delhi', 'NCT of Delhi'] },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh', aliases: ['UP'] },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha', aliases: ['Orissa'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['Chattisgarh'] },
  { code: '23', name: 'Madhya Pradesh', aliases: ['MP'] },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu', current: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', aliases: ['Dadra and Nagar Haveli', 'Daman and Diu', 'Daman & Diu', 'Dadra & Nagar Haveli'] },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (before 2014)', current: false },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry', aliases: ['Pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands', aliases: ['Andaman & Nicobar Islands', 'Andaman and Nicobar'] },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
  { code: '99', name: 'Centre Jurisdiction' },
];

const squash = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');

const byName = new Map<string, string>();
for (const state of GST_STATES) {
  if (state.current === false) continue;
  for (const name of [state.name, ...(state.aliases ?? [])]) byName.set(squash(name), state.code);
}

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
