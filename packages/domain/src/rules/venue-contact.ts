import type { TWebConfig } from '../contracts/restaurant.ts';

/**
 * The info screen's contact tab (spec/2 §2 'Restaurant information', tab 21; §7 'A map link and a whatsapp
 * link are built from coordinates and the number'): each contact the restaurant wrote in its webConfig,
 * as a link a browser opens. What cannot make a safe link (no digits in a number, no '@' in a mail, a web
 * address that is not http or https, a handle with other characters) is left out rather than shown broken.
 */
export type ContactKind =
  | 'phone'
  | 'whatsapp'
  | 'mail'
  | 'web'
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'map';
export type ContactLink = { kind: ContactKind; href: string; text: string };

/** The dialable part of a written number: its digits, with the leading '+' kept. */
function dialable(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits && number.trim().startsWith('+') ? `+${digits}` : digits;
}

/** A social account's name from '@name', 'name' or a profile address ('https://x.com/name/'). */
function handle(value: string, allowed: RegExp): string | null {
  const trimmed = value.trim().replace(/\/+$/, '');
  const name = (trimmed.includes('/') ? (trimmed.split('/').at(-1) ?? '') : trimmed).replace(/^@/, '');
  return allowed.test(name) ? name : null;
}

/** A web address as written, 'https://' put in front when it has no scheme; null unless http or https. */
function webAddress(value: string): string | null {
  const written = value.trim();
  if (/^https?:\/\/[^\s/?#]+\S*$/i.test(written)) return written;
  // No scheme: a host name with a dot, maybe a path ('arenal.example/carta'); anything else is not a site.
  return /^[^\s/?#:@]+\.[^\s/?#:@]+([/?#]\S*)?$/.test(written) ? `https://${written}` : null;
}

/** WhatsApp's click-to-chat link (wa.me): the number in international digits and the greeting typed in. */
export function whatsappHref(number: string, greeting: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}` : null;
}

/** A map of the restaurant's coordinates (OpenStreetMap, no key needed); null at 0,0, which is no place. */
export function mapHref(place: { latitud: number; longitud: number }): string | null {
  const { latitud: lat, longitud: lng } = place;
  if (lat === 0 && lng === 0) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/**
 * The contact links in the screen's order: phone, WhatsApp (with `greeting`, the diner's language's
 * 'I would like more information'), mail, web, Instagram, Facebook, Twitter and the map.
 */
export function contactLinks(
  web: Pick<TWebConfig, 'phone' | 'wha' | 'mail' | 'web' | 'inst' | 'fb' | 'tw'>,
  place: { latitud: number; longitud: number; address: string },
  greeting: string,
): ContactLink[] {
  const links: ContactLink[] = [];
  const add = (kind: ContactKind, href: string | null, text: string) => {
    if (href) links.push({ kind, href, text });
  };
  const phone = dialable(web.phone);
  add('phone', phone ? `tel:${phone}` : null, web.phone.trim());
  add('whatsapp', whatsappHref(web.wha, greeting), web.wha.trim());
  const mail = web.mail.trim();
  add('mail', /^[^\s@]+@[^\s@]+$/.test(mail) ? `mailto:${mail}` : null, mail);
  const site = webAddress(web.web);
  add(
    'web',
    site,
    web.web
      .trim()
      .replace(/^https?:\/\//i, '')
      .replace(/\/$/, ''),
  );
  const inst = handle(web.inst, /^[A-Za-z0-9._]{1,30}$/);
  add('instagram', inst ? `https://www.instagram.com/${inst}/` : null, `@${inst}`);
  const fb = handle(web.fb, /^[A-Za-z0-9.-]{1,50}$/);
  add('facebook', fb ? `https://www.facebook.com/${fb}` : null, fb ?? '');
  const tw = handle(web.tw, /^[A-Za-z0-9_]{1,15}$/);
  add('twitter', tw ? `https://twitter.com/${tw}` : null, `@${tw}`);
  add('map', mapHref(place), place.address);
  return links;
}

/** The contact fields a restaurant writes, each with the link it makes on the info screen. */
const CONTACT_FIELDS = [
  ['phone', 'phone'],
  ['wha', 'whatsapp'],
  ['mail', 'mail'],
  ['web', 'web'],
  ['inst', 'instagram'],
  ['fb', 'facebook'],
  ['tw', 'twitter'],
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number][0];

/**
 * The contact fields written that make no link (issue 18 item 1): the info screen leaves such a field out, so
 * the back office refuses it when the restaurant saves, naming it, rather than let it vanish from the screen.
 * The same rules as contactLinks, run on the fields alone.
 */
export function unlinkableContacts(web: Pick<TWebConfig, ContactField>): ContactField[] {
  const made = new Set(
    contactLinks(web, { latitud: 0, longitud: 0, address: '' }, '').map((link) => link.kind),
  );
  return CONTACT_FIELDS.filter(([field, kind]) => web[field].trim() !== '' && !made.has(kind)).map(
    ([field]) => field,
  );
}
