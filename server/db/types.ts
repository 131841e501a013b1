import type { AccountTables } from '../modules/accounts/tables';
import type { CatalogTables } from '../modules/catalog/tables';

/** Every table, as Kysely sees it. Each module declares and owns its own tables. */
export interface Database extends CatalogTables, AccountTables {}
