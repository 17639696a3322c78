import { type Country, countryOf, type PlaceField, regionOf } from './address-countries.ts';

/** What an address holds below its addressee: a country code (or, on a row older than codes, its name). */
export type Place = Record<PlaceField, string> & { country: string };

// Characters outside Latin, digits, punctuation and spaces: an address written in Japanese, Thai or Arabic
// script is printed in its country's own format, one in Latin script in the Latin one.
const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

function regionText(country: Country, place: Place, latin: boolean): string {
  const region = place.region ? regionOf(country, place.region) : undefined;
  if (!region) return place.region;
  // A state the post writes by its letters (CA, NSW, SP, RM) where the country's capitals include it.
  if (/^[A-Z]{2,4}$/.test(region.key) && country.upper.has('region')) return region.key;
  return latin ? (region.latin ?? region.name) : region.name;
}

/**
 * The address's lines in its country's own format (Google's metadata: order, separators, capitals), the
 * country's name last. The one formatter of addresses: the address list, checkout, the order's snapshot and
 * `ops order show` all print these lines. A field the format has no place for (a region kept from an address
 * made before countries had formats) gets a line of its own, so nothing written is lost.
 */
export function formatPlace(place: Place): string[] {
  const country = countryOf(place.country);
  if (!country) {
    return [
      ...streetLines(place.detail),
      [place.district, place.city, place.region, place.postcode].filter(Boolean).join(' '),
      place.country,
    ].filter(Boolean);
  }
  const latin = !!country.latinFormat && !NON_LATIN.test(`${place.detail}${place.city}${place.district}`);
  const format = latin && country.latinFormat ? country.latinFormat : country.format;
  const value = (field: PlaceField): string => {
    const text = field === 'region' ? regionText(country, place, latin) : place[field];
    return country.upper.has(field) ? text.toLocaleUpperCase() : text;
  };
  const used = new Set<PlaceField>();
  const lines: string[] = [];
  for (const template of format.split('%n')) {
    if (template.includes('%A')) {
      used.add('detail');
      const rest = template.replace('%A', '').replace(/^[,\s]+|[,\s]+$/g, '');
      const street = streetLines(value('detail'));
      lines.push(...street.slice(0, -1), [street.at(-1), fill(rest)].filter(Boolean).join(', '));
      continue;
    }
    lines.push(fill(template));
  }
  function fill(template: string): string {
    const parts = template.split(/(%[A-Z])/);
    // A separator between two fields stays only when both sides have text ("Bangkok 10110", not "Bangkok ").
    const pieces: { text: string; field: boolean }[] = [];
    for (const part of parts) {
      const letter = /^%([A-Z])$/.exec(part)?.[1];
      if (!letter) {
        pieces.push({ text: part, field: false });
        continue;
      }
      const field = ({ A: 'detail', D: 'district', C: 'city', S: 'region', Z: 'postcode' } as const)[
        letter as 'A'
      ];
      if (!field) continue;
      used.add(field);
      pieces.push({ text: value(field), field: true });
    }
    let out = '';
    let pending = '';
    for (const piece of pieces) {
      if (!piece.field) {
        pending += piece.text;
        continue;
      }
      if (!piece.text) continue;
      out += (out ? pending : pending.replace(/^[\s,-]+/, '')) + piece.text;
      pending = '';
    }
    return (out || '') + (out && !/^[\s,-]*$/.test(pending) ? pending : '');
  }
  for (const field of ['district', 'region'] as const)
    if (!used.has(field) && place[field]) lines.push(place[field]);
  return [...lines.map((line) => line.trim()).filter(Boolean), country.postalName];
}

function streetLines(detail: string): string[] {
  return detail
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
