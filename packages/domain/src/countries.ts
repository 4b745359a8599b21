import { continents, countries } from 'countries-list';

/**
 * The country table (spec/2 §3 'Country table', issue 18 item 4): one row per country or territory — about
 * 250 — with its code, English and local names, continent, currency and dialling prefix. Nothing here is
 * typed by hand: the rows come from the `countries-list` package (MIT, ISO 3166-1 codes, ISO 4217
 * currencies, ITU prefixes, pinned in package.json), read once on the first lookup.
 *
 * Its own entry of the package (`@comanda/domain/countries`), not the index: the table weighs tens of KB,
 * so only the code that asks for it by name carries it — never the menu page's first load.
 */
export type CountryRow = {
  /** ISO 3166-1 alpha-2, upper case ('CL'). */
  code: string;
  /** The English name ('Spain'). */
  name: string;
  /** The name in the country's own language ('España'). */
  local: string;
  /** Continent code ('SA') and its English name ('South America'). */
  continent: string;
  continentName: string;
  /** The country's main currency, ISO 4217 ('CLP'); '' where it has none (Antarctica). */
  currency: string;
  /** The dialling prefix without '+' ('56'); '' where there is none. */
  prefix: string;
};

let table: readonly CountryRow[] | null = null;

/** Every row, by code. */
export function countryTable(): readonly CountryRow[] {
  table ??= Object.entries(countries)
    .map(([code, c]) => ({
      code,
      name: c.name,
      local: c.native,
      continent: c.continent,
      continentName: continents[c.continent],
      currency: c.currency[0] ?? '',
      prefix: c.phone[0] === undefined ? '' : String(c.phone[0]),
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return table;
}

/**
 * The row of a code, in any case ('cl', 'CL', ' Cl '): only when exactly one row matches (spec/2 §3),
 * else null.
 */
export function countryByCode(code: string): CountryRow | null {
  const wanted = code.trim().toUpperCase();
  const found = countryTable().filter((row) => row.code === wanted);
  return found.length === 1 ? found[0]! : null;
}

/** The row whose local name is exactly this text ('España'; not 'espana', not 'Spain'), else null. */
export function countryByLocalName(local: string): CountryRow | null {
  const found = countryTable().filter((row) => row.local === local);
  return found.length === 1 ? found[0]! : null;
}

/** Whether a currency code is some country's main currency (the money the platform can be asked about). */
export const isCountryCurrency = (currency: string): boolean =>
  currency !== '' && countryTable().some((row) => row.currency === currency.toUpperCase());

/**
 * A country's name for a diner: the English name to an English reader, else the country's own name (a
 * Chilean reads 'Chile', a Spaniard 'España'); the code itself when the table does not know it.
 */
export function countryName(code: string, language: string): string {
  const row = countryByCode(code);
  if (!row) return code.toUpperCase();
  return language.toLowerCase().startsWith('en') ? row.name : row.local;
}

/** A phone input's option: the name with its dialling prefix ('Chile (+56)'). */
export function countryWithPrefix(code: string, language: string): string {
  const row = countryByCode(code);
  const name = countryName(code, language);
  return row?.prefix ? `${name} (+${row.prefix})` : name;
}
