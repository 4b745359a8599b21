/**
 * The profile's country (spec/2 §3 'Countries offered in profile'): ar, cl, co, es, mx, pe, us, each with
 * a default locale among es-ES, es-AR, es-CO, es-MX, es-PE, en-US. The country decides the phone input's
 * country and the address form's labels (spec/2 §5 'Address': apartment and zip 'Opcional' only for cl and
 * ar; the postal code shown for es and us, 'ZIP Code' for us, 'Codigo Postal' otherwise).
 */
export const PROFILE_COUNTRIES = ['ar', 'cl', 'co', 'es', 'mx', 'pe', 'us'] as const;
export type ProfileCountry = (typeof PROFILE_COUNTRIES)[number];

export const PROFILE_LOCALES = ['es-ES', 'es-AR', 'es-CO', 'es-MX', 'es-PE', 'en-US'] as const;
export type ProfileLocale = (typeof PROFILE_LOCALES)[number];

/**
 * Each offered country's default locale. The spec lists no es-CL locale; Chile takes es-ES, the Spanish
 * the list has without a country of its own.
 */
export const PROFILE_COUNTRY_LOCALE: Readonly<Record<ProfileCountry, ProfileLocale>> = {
  ar: 'es-AR',
  cl: 'es-ES',
  co: 'es-CO',
  es: 'es-ES',
  mx: 'es-MX',
  pe: 'es-PE',
  us: 'en-US',
};

export const isProfileCountry = (value: unknown): value is ProfileCountry =>
  typeof value === 'string' && (PROFILE_COUNTRIES as readonly string[]).includes(value);

/** A stored or routed country as one the profile offers, else the spec's default, cl (spec/2 §5). */
export const profileCountry = (value: unknown): ProfileCountry =>
  isProfileCountry(typeof value === 'string' ? value.toLowerCase() : value)
    ? ((value as string).toLowerCase() as ProfileCountry)
    : 'cl';

/** The phone input's country for a profile country (spec/2 §3): the same code, upper case. */
export const phoneCountryFor = (country: ProfileCountry) =>
  country.toUpperCase() as Uppercase<ProfileCountry>;

export type AddressLabels = {
  /** The postal code field, where it shows: 'zip' ('ZIP Code', us) or 'postal' ('Codigo Postal'). */
  zip: 'zip' | 'postal' | null;
  /** Whether apartment and zip read 'Opcional' (cl and ar only). */
  optionalMarks: boolean;
};

/** The address form's labels in a country (spec/2 §5 'Address'). */
export function addressLabels(country: string): AddressLabels {
  const code = country.toLowerCase();
  return {
    zip: code === 'us' ? 'zip' : code === 'es' ? 'postal' : null,
    optionalMarks: code === 'cl' || code === 'ar',
  };
}
