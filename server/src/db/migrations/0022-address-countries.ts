import { countryOf, regionOf } from '@crossbay/contract/address-countries';
import { phoneForCountry } from '@crossbay/contract/phone';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { type Kysely, sql } from 'kysely';

countries.registerLocale(en);

// Addresses for every country (issue 36, decision 0104): the country becomes its ISO 3166-1 code, the region
// the key of its country's list where it names one, the phone E.164 where it is a number of that country;
// city, district and postcode are new. Nothing typed is dropped: a country name no code matches, a region no
// list has and a phone that does not parse stay as they were, and the formatter prints them as they are.
// An order's delivery address is now one snapshot of the formatted lines; old orders' area and detail become
// those lines.
// One column per statement: SQLite adds a single column per ALTER TABLE.
// biome-ignore lint/suspicious/noExplicitAny: migrations run below the typed schema they create
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, size] of [
    ['city', 64],
    ['district', 64],
    ['postcode', 16],
  ] as const)
    await db.schema
      .alterTable('addresses')
      .addColumn(column, sql.raw(`varchar(${size})`), (c) => c.notNull().defaultTo(''))
      .execute();
  await db.schema.alterTable('orders').addColumn('address_lines', 'varchar(1024)').execute();

  const rows: { id: number | string; country: string; region: string; mobile: string }[] = await db
    .selectFrom('addresses')
    .select(['id', 'country', 'region', 'mobile'])
    .execute();
  for (const row of rows) {
    const code = countries.getAlpha2Code(row.country.trim(), 'en') ?? row.country;
    const country = countryOf(code);
    if (!country) continue;
    const region = row.region ? regionOf(country, row.region) : undefined;
    const mobile = phoneForCountry(row.mobile, code) ?? row.mobile;
    await db
      .updateTable('addresses')
      .set({ country: code, region: region?.key ?? row.region, mobile })
      .where('id', '=', row.id)
      .execute();
  }

  const orders: { id: number | string; area: string; address_detail: string }[] = await db
    .selectFrom('orders')
    .select(['id', 'area', 'address_detail'])
    .where('area', 'is not', null)
    .where('address_detail', 'is not', null)
    .execute();
  for (const order of orders) {
    const lines = [order.address_detail.trim(), order.area.trim()].filter(Boolean).join('\n');
    await db.updateTable('orders').set({ address_lines: lines }).where('id', '=', order.id).execute();
  }
}
