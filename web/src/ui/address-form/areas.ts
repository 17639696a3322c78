/**
 * The built-in area list of the address form: countries (ISO 3166 codes, named in the buyer's language by
 * Intl.DisplayNames) and their main regions (proper names, as the carriers write them). The address keeps
 * the English country name so that every reader, the operator shipping it included, can read it.
 */
export type Country = { code: string; name: string; regions: string[] };

export const COUNTRIES: Country[] = [
  {
    code: 'US',
    name: 'United States',
    regions: ['California', 'Florida', 'Illinois', 'New York', 'Texas', 'Washington'],
  },
  { code: 'CA', name: 'Canada', regions: ['Alberta', 'British Columbia', 'Ontario', 'Quebec'] },
  { code: 'GB', name: 'United Kingdom', regions: ['England', 'Northern Ireland', 'Scotland', 'Wales'] },
  {
    code: 'DE',
    name: 'Germany',
    regions: ['Bavaria', 'Berlin', 'Hamburg', 'Hesse', 'North Rhine-Westphalia'],
  },
  {
    code: 'FR',
    name: 'France',
    regions: ['Auvergne-Rhône-Alpes', 'Île-de-France', 'Occitanie', "Provence-Alpes-Côte d'Azur"],
  },
  { code: 'ES', name: 'Spain', regions: ['Andalusia', 'Catalonia', 'Madrid', 'Valencia'] },
  { code: 'IT', name: 'Italy', regions: ['Lazio', 'Lombardy', 'Tuscany', 'Veneto'] },
  { code: 'RU', name: 'Russia', regions: ['Moscow', 'Novosibirsk Oblast', 'Saint Petersburg', 'Tatarstan'] },
  { code: 'TR', name: 'Türkiye', regions: ['Ankara', 'Antalya', 'Istanbul', 'Izmir'] },
  { code: 'SA', name: 'Saudi Arabia', regions: ['Eastern Province', 'Makkah', 'Madinah', 'Riyadh'] },
  { code: 'AE', name: 'United Arab Emirates', regions: ['Abu Dhabi', 'Dubai', 'Sharjah'] },
  { code: 'EG', name: 'Egypt', regions: ['Alexandria', 'Cairo', 'Giza'] },
  { code: 'CN', name: 'China', regions: ['Beijing', 'Guangdong', 'Shanghai', 'Sichuan', 'Zhejiang'] },
  { code: 'HK', name: 'Hong Kong', regions: ['Hong Kong Island', 'Kowloon', 'New Territories'] },
  { code: 'TW', name: 'Taiwan', regions: ['Kaohsiung', 'Taichung', 'Taipei'] },
  { code: 'JP', name: 'Japan', regions: ['Hokkaido', 'Kyoto', 'Osaka', 'Tokyo'] },
  { code: 'KR', name: 'South Korea', regions: ['Busan', 'Gyeonggi', 'Incheon', 'Seoul'] },
  { code: 'TH', name: 'Thailand', regions: ['Bangkok', 'Chiang Mai', 'Chonburi', 'Phuket'] },
  { code: 'VN', name: 'Vietnam', regions: ['Da Nang', 'Hanoi', 'Ho Chi Minh City'] },
  { code: 'SG', name: 'Singapore', regions: ['Central', 'East', 'North', 'West'] },
  {
    code: 'AU',
    name: 'Australia',
    regions: ['New South Wales', 'Queensland', 'Victoria', 'Western Australia'],
  },
];

/** The country's name in the buyer's language, when the stored name is one of ours. */
export function countryLabel(name: string, intlLocale: string): string {
  const country = COUNTRIES.find((entry) => entry.name === name);
  if (!country) return name;
  try {
    return new Intl.DisplayNames([intlLocale], { type: 'region' }).of(country.code) ?? name;
  } catch {
    return name;
  }
}
