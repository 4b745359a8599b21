import { describe, expect, it } from 'vitest';
import { contactLinks, mapHref, unlinkableContacts, whatsappHref } from './venue-contact.ts';

const place = { latitud: 40.41765, longitud: -3.70745, address: 'Calle del Arenal 20, Madrid' };
const web = {
  phone: '+34 910 000 201',
  wha: '+34 600 000 201',
  mail: 'hola@arenal.example',
  web: 'arenal.example',
  inst: '@tabernadelarenal',
  fb: 'https://www.facebook.com/tabernadelarenal/',
  tw: 'TabernaArenal',
};

describe('contactLinks (spec/2 §2 tab 21 contact)', () => {
  it('makes each written contact a link, in the screen order', () => {
    const links = contactLinks(web, place, 'Hola, quisiera más información');
    expect(links.map((l) => [l.kind, l.href])).toEqual([
      ['phone', 'tel:+34910000201'],
      ['whatsapp', 'https://wa.me/34600000201?text=Hola%2C%20quisiera%20m%C3%A1s%20informaci%C3%B3n'],
      ['mail', 'mailto:hola@arenal.example'],
      ['web', 'https://arenal.example'],
      ['instagram', 'https://www.instagram.com/tabernadelarenal/'],
      ['facebook', 'https://www.facebook.com/tabernadelarenal'],
      ['twitter', 'https://twitter.com/TabernaArenal'],
      ['map', 'https://www.openstreetmap.org/?mlat=40.41765&mlon=-3.70745#map=17/40.41765/-3.70745'],
    ]);
    expect(links.find((l) => l.kind === 'instagram')?.text).toBe('@tabernadelarenal');
    expect(links.find((l) => l.kind === 'web')?.text).toBe('arenal.example');
    expect(links.find((l) => l.kind === 'map')?.text).toBe(place.address);
  });

  it('leaves out what is empty or cannot be a safe link', () => {
    const links = contactLinks(
      {
        phone: 'llámenos',
        wha: '',
        mail: 'no-es-correo',
        web: 'javascript:alert(1)',
        inst: 'has spaces',
        fb: '',
        tw: 'a_name_far_too_long_for_twitter',
      },
      { ...place, latitud: 0, longitud: 0 },
      'Hola',
    );
    expect(links).toEqual([]);
  });

  it('keeps a written http or https address as it is', () => {
    const links = contactLinks({ ...web, web: 'http://forestal.example/carta' }, place, '');
    expect(links.find((l) => l.kind === 'web')).toEqual({
      kind: 'web',
      href: 'http://forestal.example/carta',
      text: 'forestal.example/carta',
    });
  });
});

describe('whatsappHref and mapHref (spec/2 §7)', () => {
  it('builds wa.me from the digits only, the greeting encoded', () => {
    expect(whatsappHref('+56 9 6300 0101', 'Hi & bye')).toBe('https://wa.me/56963000101?text=Hi%20%26%20bye');
    expect(whatsappHref('---', 'Hi')).toBeNull();
  });

  it('points the map at the coordinates', () => {
    expect(mapHref({ latitud: -33.43755, longitud: -70.63988 })).toContain('mlat=-33.43755&mlon=-70.63988');
  });
});

describe('unlinkableContacts (issue 18 item 1: what the back office refuses)', () => {
  const none = { phone: '', wha: '', mail: '', web: '', inst: '', fb: '', tw: '' };
  it('accepts what contactLinks makes a link of, and empty fields', () => {
    expect(unlinkableContacts(none)).toEqual([]);
    expect(
      unlinkableContacts({
        phone: '+34 910 000 201',
        wha: '+34 600 000 201',
        mail: 'hola@arenal.example',
        web: 'arenal.example',
        inst: '@tabernadelarenal',
        fb: 'https://www.facebook.com/tabernadelarenal/',
        tw: '@TabernaArenal',
      }),
    ).toEqual([]);
  });
  it('names each field that would vanish from the info screen', () => {
    expect(
      unlinkableContacts({
        ...none,
        phone: 'llámanos',
        mail: 'hola arroba arenal',
        web: 'ftp://x.example',
        inst: 'a b',
      }),
    ).toEqual(['phone', 'mail', 'web', 'inst']);
  });
});
