export interface AdminsTable {
  id: string;
  /** Stored lower-cased: e-mail addresses are unique case-insensitively. */
  email: string;
  password_hash: string;
  created_at: string | Date;
  updated_at: string | Date;
}

export interface AccountTables {
  admins: AdminsTable;
}
