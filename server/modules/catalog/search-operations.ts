import { MAX_MISS_RANGE_DAYS, MAX_PRICE_FILTER, SEARCH_SORTS } from '../../../common/search';
import type { Filter } from '../../http/openapi-operation';
import { MAX_SEARCH_WORDS, MAX_WORD_LENGTH } from './search-query';

const q: Filter = {
  name: 'q',
  description: `The shopper's words: the first ${MAX_SEARCH_WORDS}, each cut to ${MAX_WORD_LENGTH} characters, must all match (a prefix, or one typo in a word of 5 or more letters). Any text: punctuation is never an operator.`,
  schema: { type: 'string' },
};
const price = (name: string, description: string): Filter => ({ name, description, schema: { type: 'number', minimum: 0, maximum: MAX_PRICE_FILTER } });

/** GET /api/products/search's query parameters. */
export const searchFilters: Filter[] = [
  q,
  { name: 'category', description: "A category's name (any case) or id", schema: { type: 'string' } },
  { name: 'color', description: "A colour's name (any case)", schema: { type: 'string' } },
  { name: 'size', description: "A size's name (any case): products made in that size", schema: { type: 'string' } },
  price('minPrice', 'Lowest selling price, rupees'),
  price('maxPrice', 'Highest selling price, rupees'),
  { name: 'inStock', description: 'true: only products in stock; false: only those out of stock', schema: { type: 'string', enum: ['true', 'false'] } },
  { name: 'sort', description: 'relevance (the default with q), newest (the default without)', schema: { type: 'string', enum: [...SEARCH_SORTS] } },
  { name: 'page', description: 'Page, from 1', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'limit', description: 'Products per page', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
];

export const suggestFilters: Filter[] = [q];

export const missesFilters: Filter[] = [{ name: 'range', description: `Days back, today (IST) included: 1d to ${MAX_MISS_RANGE_DAYS}d`, schema: { type: 'string', pattern: '^\\d+d$', default: '30d' } }];

/** GET /api/admin/products's query parameters (docs/decisions/0065). */
export const adminProductFilters: Filter[] = [
  { name: 'q', description: 'Part of the name, any case; % and _ are taken literally', schema: { type: 'string', maxLength: 200 } },
  { name: 'category', description: "A category's id or name (any case)", schema: { type: 'string' } },
  { name: 'stock', description: 'in: in stock; out: out of stock; low: in stock with a tracked colour (or size) at 5 or fewer', schema: { type: 'string', enum: ['in', 'out', 'low'] } },
  { name: 'status', description: 'active, draft, archived, or all (the default)', schema: { type: 'string', enum: ['active', 'draft', 'archived', 'all'], default: 'all' } },
  { name: 'page', description: 'Page, from 1', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'limit', description: 'Products per page', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
];
