/** A storefront select (sort, category): thumb-high, with the shop's focus ring, as the text fields. */
export const SELECT_CLASS = 'min-h-11 rounded-lg border border-zinc-300 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';
