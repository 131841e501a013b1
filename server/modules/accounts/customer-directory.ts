import type { Address } from '../../../common/accounts';
import { toIso } from '../../db/time';
import type { CustomerDirectoryRepo, CustomerRow, CustomerSearch } from './customer-directory-repo';
import type { UserRepo } from './user-repo';

/** A customer as the owner's desk lists them (docs/decisions/0061). */
export interface CustomerEntry {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string;
  createdAt: string;
}

/** The search text as the directory searches it: lower-cased, and its digits (91 prefix dropped) when it reads as a phone number. */
export function toCustomerSearch(q: string | undefined): CustomerSearch | undefined {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  const digits = /^[+\d\s()-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return { text: text.toLowerCase(), digits: digits.length >= 3 ? digits.replace(/^91(?=\d{10}$)/, '') : null };
}

const entry = (row: CustomerRow): CustomerEntry => ({ _id: row.id, name: row.name, email: row.email, phoneNumber: row.phone_number, createdAt: toIso(row.created_at) });

/** The shop's customers for the owner's desk: a page of the list with its search, and one customer with the addresses the account keeps. */
export function createCustomerDirectory(repo: CustomerDirectoryRepo, users: UserRepo) {
  return {
    async list(query: { page: number; limit: number; q?: string }): Promise<{ customers: CustomerEntry[]; total: number }> {
      const search = toCustomerSearch(query.q);
      const [rows, total] = await Promise.all([repo.page((query.page - 1) * query.limit, query.limit, search), repo.count(search)]);
      return { customers: rows.map(entry), total };
    },

    /** The customer, or null when there is no such account. */
    async find(id: string): Promise<(CustomerEntry & { addresses: Address[] }) | null> {
      const row = await users.findById(id);
      if (row === undefined) return null;
      const address: Address = { street: row.street, city: row.city, state: row.state, zipCode: row.zip_code, country: row.country, isDefault: Boolean(row.address_is_default) };
      return { ...entry(row), addresses: row.street === '' ? [] : [address] };
    },
  };
}

export type CustomerDirectory = ReturnType<typeof createCustomerDirectory>;
