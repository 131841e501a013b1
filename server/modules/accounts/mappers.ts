import type { User } from '../../../common/accounts';
import type { UsersTable } from './tables';

/** The contract's User: never the password hash, never a token. */
export function toUser(row: UsersTable, totalCartItems: number, pendingEmail: string | null): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zipCode: row.zip_code,
      country: row.country,
      isDefault: Boolean(row.address_is_default),
    },
    totalCartItems,
    pendingEmail,
  };
}
