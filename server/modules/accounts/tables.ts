export interface AdminsTable {
  id: string;
  /** Stored lower-cased: e-mail addresses are unique case-insensitively. */
  email: string;
  password_hash: string;
  created_at: string | Date;
  updated_at: string | Date;
}

/** A customer. The one address lives on the row (the spec shows exactly one per customer). */
export interface UsersTable {
  id: string;
  name: string;
  /** Stored lower-cased and UNIQUE: one account per e-mail address, whatever its case. */
  email: string;
  phone_number: string;
  street: string;
  city: string;
  state: string;
  /** The state's GST code (docs/decisions/0032); NULL for an old row whose state resolves to none. */
  state_code: string | null;
  zip_code: string;
  country: string;
  /** 0/1 */
  address_is_default: number;
  password_hash: string;
  created_at: string | Date;
  updated_at: string | Date;
}

export type SessionRole = 'customer' | 'admin';

/** A signed-in session. Only the SHA-256 of its token is stored; the token itself is never kept. */
export interface SessionsTable {
  id: string;
  /** SHA-256 hex of the opaque token. */
  token_hash: string;
  role: SessionRole;
  /** users.id for 'customer', admins.id for 'admin'. */
  subject_id: string;
  created_at: string | Date;
  last_seen_at: string | Date;
  expires_at: string | Date;
}

/** A password-reset link. Only the SHA-256 of its token is stored. */
export interface PasswordResetsTable {
  /** SHA-256 hex of the token in the link. */
  token_hash: string;
  user_id: string;
  expires_at: string | Date;
  /** Set once, by the one request that uses the link. */
  used_at: string | Date | null;
  created_at: string | Date;
}

/** A pending change of a customer's e-mail (migration 0016): a link mailed to the new address. Only the SHA-256 of its token is stored. */
export interface EmailChangesTable {
  /** SHA-256 hex of the token in the link. */
  token_hash: string;
  user_id: string;
  /** Lower-cased, as users.email. */
  new_email: string;
  expires_at: string | Date;
  /** Set once, by the one request that uses the link. */
  used_at: string | Date | null;
  created_at: string | Date;
}

/** A secret the shop's processes share (migration 0017), e.g. the device tokens' HMAC key. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string | Date;
}

export interface AccountTables {
  admins: AdminsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  server_secrets: ServerSecretsTable;
}
