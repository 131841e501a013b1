import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The owner's desk's per-IST-day summary (docs/decisions/0066): the dashboard's figures read these
 * small tables instead of every order of the range. Triggers on `orders` and `order_items` mark the
 * IST day of each changed order dirty (`desk_dirty_days`, its version bumped) in the writer's own
 * transaction, so no writer (checkout, the admin, a job, a script, psql) can change a day's figures
 * without it; the stats read recomputes the dirty days it needs from the orders (orders/desk-summary-repo.ts).
 * The IST day is the expression of orders/desk-repo.ts (a fixed +330 minutes: IST has no daylight saving).
 */

/** The order columns a figure reads (docs/decisions/0061): a change of any other leaves the day's figures as they were. */
const COUNTED = ['created_at', 'payment_status', 'payment_gateway', 'status', 'refund_status', 'refund_amount', 'total_price'] as const;
const ITEM_COUNTED = ['order_id', 'product_id', 'name', 'price', 'quantity'] as const;

const changed = (columns: readonly string[], distinct: string) => columns.map((column) => `old.${column} ${distinct} new.${column}`).join(' or ');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the other migrations: the schema of that moment
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('desk_dirty_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  // Revenue and takings in paise; a day or (day, product) without sales has no row.
  await db.schema
    .createTable('desk_day_sales')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('revenue', 'bigint', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('desk_day_status')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('desk_day_status_pkey', ['day', 'status'])
    .execute();
  // On SQLite without rowid: the rows are stored in (day, product_id) order, so a range of days is
  // one contiguous read of the table itself.
  await db.schema
    .createTable('desk_day_products')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('takings', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('desk_day_products_pkey', ['day', 'product_id'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  // Bumped by every recompute: a process's cached figures are good while it and the range's dirty days are unchanged.
  await db.schema
    .createTable('desk_summary')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into desk_summary (id, generation) values (1, 0)`.execute(db);

  if (postgres) await upPostgres(db);
  else await upSqlite(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upPostgres(db: Kysely<any>): Promise<void> {
  const istDay = (at: string) => `to_char((${at} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
  await sql`
    create function desk_mark_day(placed_at timestamptz) returns void language sql as $$
      insert into desk_dirty_days (day, version) values (${sql.raw(istDay('placed_at'))}, 1)
        on conflict (day) do update set version = desk_dirty_days.version + 1
    $$`.execute(db);
  await sql`
    create function desk_order_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform desk_mark_day(old.created_at); end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or old.created_at is distinct from new.created_at) then perform desk_mark_day(new.created_at); end if;
        return null;
      end $$`.execute(db);
  await sql`create trigger orders_desk after insert or delete on orders for each row execute function desk_order_changed()`.execute(db);
  await sql`
    create trigger orders_desk_update after update on orders for each row
    when (${sql.raw(changed(COUNTED, 'is distinct from'))}) execute function desk_order_changed()`.execute(db);
  await sql`
    create function desk_item_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform desk_mark_day(o.created_at) from orders o where o.id = old.order_id; end if;
        if tg_op <> 'DELETE' then perform desk_mark_day(o.created_at) from orders o where o.id = new.order_id; end if;
        return null;
      end $$`.execute(db);
  await sql`create trigger order_items_desk after insert or delete on order_items for each row execute function desk_item_changed()`.execute(db);
  await sql`
    create trigger order_items_desk_update after update on order_items for each row
    when (${sql.raw(changed(ITEM_COUNTED, 'is distinct from'))}) execute function desk_item_changed()`.execute(db);
  await sql`insert into desk_dirty_days (day, version) select distinct ${sql.raw(istDay('created_at'))}, 1 from orders`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upSqlite(db: Kysely<any>): Promise<void> {
  const istDay = (at: string) => `strftime('%Y-%m-%d', ${at}, '+330 minutes')`;
  const markDay = (at: string) => `insert into desk_dirty_days (day, version) values (${istDay(at)}, 1) on conflict (day) do update set version = version + 1;`;
  // INSERT … SELECT … ON CONFLICT needs the WHERE for SQLite to parse the upsert.
  const markOrderDay = (orderId: string) =>
    `insert into desk_dirty_days (day, version) select ${istDay('created_at')}, 1 from orders where id = ${orderId} on conflict (day) do update set version = version + 1;`;
  await sql`create trigger orders_desk_insert after insert on orders begin ${sql.raw(markDay('new.created_at'))} end`.execute(db);
  await sql`
    create trigger orders_desk_update after update of ${sql.raw(COUNTED.join(', '))} on orders when ${sql.raw(changed(COUNTED, 'is not'))}
    begin ${sql.raw(markDay('old.created_at'))} ${sql.raw(markDay('new.created_at'))} end`.execute(db);
  await sql`create trigger orders_desk_delete after delete on orders begin ${sql.raw(markDay('old.created_at'))} end`.execute(db);
  await sql`create trigger order_items_desk_insert after insert on order_items begin ${sql.raw(markOrderDay('new.order_id'))} end`.execute(db);
  await sql`
    create trigger order_items_desk_update after update of ${sql.raw(ITEM_COUNTED.join(', '))} on order_items when ${sql.raw(changed(ITEM_COUNTED, 'is not'))}
    begin ${sql.raw(markOrderDay('old.order_id'))} ${sql.raw(markOrderDay('new.order_id'))} end`.execute(db);
  await sql`create trigger order_items_desk_delete after delete on order_items begin ${sql.raw(markOrderDay('old.order_id'))} end`.execute(db);
  await sql`insert into desk_dirty_days (day, version) select distinct ${sql.raw(istDay('created_at'))}, 1 from orders where true`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [trigger, table] of [['orders_desk', 'orders'], ['orders_desk_update', 'orders'], ['order_items_desk', 'order_items'], ['order_items_desk_update', 'order_items']]) {
      await sql`drop trigger ${sql.raw(trigger!)} on ${sql.table(table!)}`.execute(db);
    }
    await sql`drop function desk_order_changed(), desk_item_changed(), desk_mark_day(timestamptz)`.execute(db);
  } else {
    for (const trigger of ['orders_desk_insert', 'orders_desk_update', 'orders_desk_delete', 'order_items_desk_insert', 'order_items_desk_update', 'order_items_desk_delete']) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
  }
  for (const table of ['desk_summary', 'desk_day_products', 'desk_day_status', 'desk_day_sales', 'desk_dirty_days']) await db.schema.dropTable(table).execute();
}
