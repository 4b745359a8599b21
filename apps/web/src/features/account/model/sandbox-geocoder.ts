/**
 * A sandbox geocoder (DESIGN 'Real parts and their embedded defaults': an honest, documented adapter).
 * These machines have no map service, so an address is located from a small table of well-known streets
 * and communes of the demo cities, Santiago and Madrid. A street found in the table gives its point; else
 * the commune's centre; else nothing ('dirección no encontrada'), and the diner can use the browser's
 * location or type the coordinates. A production build would put a maps adapter behind the same function.
 */
type Place = { names: string[]; lat: number; lng: number };

const STREETS: Place[] = [
  // Santiago
  { names: ['lastarria'], lat: -33.4378, lng: -70.6392 },
  { names: ['merced'], lat: -33.4375, lng: -70.6435 },
  { names: ['monjitas'], lat: -33.4365, lng: -70.6445 },
  { names: ['estado'], lat: -33.44, lng: -70.649 },
  { names: ['bandera'], lat: -33.4395, lng: -70.6525 },
  { names: ['huerfanos', 'huérfanos'], lat: -33.439, lng: -70.65 },
  { names: ['san antonio'], lat: -33.4392, lng: -70.647 },
  { names: ['alameda', "libertador bernardo o'higgins", 'bernardo ohiggins'], lat: -33.444, lng: -70.652 },
  { names: ['providencia'], lat: -33.426, lng: -70.615 },
  { names: ['pedro de valdivia'], lat: -33.429, lng: -70.606 },
  { names: ['irarrazaval', 'irarrázaval'], lat: -33.454, lng: -70.6 },
  { names: ['apoquindo'], lat: -33.415, lng: -70.585 },
  { names: ['vitacura'], lat: -33.4, lng: -70.595 },
  { names: ['recoleta'], lat: -33.42, lng: -70.642 },
  { names: ['vicuña mackenna', 'vicuna mackenna'], lat: -33.46, lng: -70.627 },
  { names: ['gran avenida'], lat: -33.49, lng: -70.652 },
  { names: ['pajaritos'], lat: -33.505, lng: -70.76 },
  { names: ['concha y toro'], lat: -33.605, lng: -70.58 },
  // Madrid
  { names: ['gran via', 'gran vía'], lat: 40.4203, lng: -3.7058 },
  { names: ['calle mayor', 'mayor'], lat: 40.4155, lng: -3.7074 },
  { names: ['arenal'], lat: 40.418, lng: -3.708 },
  { names: ['alcala', 'alcalá'], lat: 40.421, lng: -3.69 },
  { names: ['serrano'], lat: 40.428, lng: -3.687 },
  { names: ['castellana'], lat: 40.44, lng: -3.69 },
  { names: ['atocha'], lat: 40.411, lng: -3.699 },
  { names: ['fuencarral'], lat: 40.428, lng: -3.702 },
];

const COMMUNES: Place[] = [
  { names: ['santiago', 'santiago centro'], lat: -33.4378, lng: -70.6505 },
  { names: ['providencia'], lat: -33.4314, lng: -70.6093 },
  { names: ['ñuñoa', 'nunoa'], lat: -33.4569, lng: -70.5973 },
  { names: ['las condes'], lat: -33.408, lng: -70.567 },
  { names: ['vitacura'], lat: -33.395, lng: -70.59 },
  { names: ['recoleta'], lat: -33.407, lng: -70.64 },
  { names: ['independencia'], lat: -33.416, lng: -70.666 },
  { names: ['estación central', 'estacion central'], lat: -33.451, lng: -70.684 },
  { names: ['la reina'], lat: -33.445, lng: -70.54 },
  { names: ['macul'], lat: -33.487, lng: -70.599 },
  { names: ['san miguel'], lat: -33.497, lng: -70.651 },
  { names: ['la florida'], lat: -33.522, lng: -70.598 },
  { names: ['maipú', 'maipu'], lat: -33.5106, lng: -70.7572 },
  { names: ['puente alto'], lat: -33.6117, lng: -70.5758 },
  { names: ['lo barnechea'], lat: -33.353, lng: -70.518 },
  { names: ['pudahuel'], lat: -33.44, lng: -70.764 },
  { names: ['quilicura'], lat: -33.36, lng: -70.73 },
  // Madrid
  { names: ['centro', 'sol'], lat: 40.4168, lng: -3.7038 },
  { names: ['salamanca'], lat: 40.43, lng: -3.68 },
  { names: ['chamberí', 'chamberi'], lat: 40.434, lng: -3.703 },
  { names: ['retiro'], lat: 40.411, lng: -3.676 },
  { names: ['arganzuela'], lat: 40.4, lng: -3.696 },
  { names: ['chamartín', 'chamartin'], lat: 40.459, lng: -3.676 },
  { names: ['latina'], lat: 40.403, lng: -3.736 },
  { names: ['vallecas'], lat: 40.38, lng: -3.65 },
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const matches = (text: string, place: Place) => place.names.some((n) => fold(text).includes(fold(n)));

/** The point of an address from the sandbox table: street first, then commune; null when unknown. */
export function sandboxGeocode(address: { di: string; cm: string; ci: string }): {
  lat: number;
  lng: number;
  precision: 'street' | 'commune';
} | null {
  const commune = COMMUNES.find(
    (c) => fold(address.cm) !== '' && c.names.some((n) => fold(n) === fold(address.cm)),
  );
  const street = STREETS.find((s) => matches(address.di, s));
  // A street name shared by two cities: keep the one on the commune's side of the world.
  if (street && (!commune || Math.sign(street.lat) === Math.sign(commune.lat)))
    return { lat: street.lat, lng: street.lng, precision: 'street' };
  if (commune) return { lat: commune.lat, lng: commune.lng, precision: 'commune' };
  return null;
}
