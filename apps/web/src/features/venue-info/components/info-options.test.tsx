import { type TRestaurantInfo, ZRestaurantInfo } from '@comanda/domain';
import { createI18n, type Language } from '@comanda/i18n';
import { TRANSLATION_FILES } from '@comanda/i18n/files';
import { I18nProvider } from '@comanda/i18n/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactDialog } from './contact-dialog.tsx';
import { InfoOptions } from './info-options.tsx';
import { MoreInfoDialog } from './more-info-dialog.tsx';

// The alternative screen's parts drawn as the server would draw them (no browser here): which options show
// for which configuration, and what the more-info and contact modals hold.

const files = TRANSLATION_FILES['2000'];
const texts = async (lang: Language) => ({
  common: await files.common!.es(),
  web: await files.web![lang](),
  orders: await files.orders![lang](),
});
const i18nIn = async (lang: Language) =>
  createI18n({
    language: lang,
    files: ['common', 'web', 'orders'],
    embedded: { es: await texts('es'), en: await texts('en') },
  });

const render = async (node: ReactNode, lang: Language = 'es') =>
  renderToStaticMarkup(
    <I18nProvider i18n={await i18nIn(lang)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );

type Flags = Partial<Record<'ord' | 'ordpick' | 'ordpickonly' | 'selfatonly', boolean>>;
const venue = (flags: Flags, extra: Partial<Record<string, unknown>> = {}): TRestaurantInfo =>
  ZRestaurantInfo.parse({
    id: 'ir1-1',
    ir: 'ir1',
    il: '1',
    simpleId: 102,
    dk: '',
    nombre: 'Sánguches del Mapocho',
    slug: 'sanguches-del-mapocho',
    pais: 'cl',
    direccion: 'Antonia López de Bello 0743',
    comuna: 'Recoleta',
    ciudad: 'Santiago',
    latitud: -33.42905,
    longitud: -70.64815,
    logo: '',
    fotoPortada: '',
    tipoCocina: [],
    serviciosResto: (1 << 1) | (1 << 19),
    priceRange: 1,
    tz: 'America/Santiago',
    webConfig: {},
    cfg: { app: { nombre: 'Sánguches del Mapocho', ...flags }, kiosk: null },
    ...extra,
  });

/** The options' texts in order, and where the links go. */
const options = (html: string) =>
  [...html.matchAll(/data-option="(\w+)"[^>]*>([^<]+)</g)].map(([, kind, text]) => `${kind}:${text}`);

describe('the options block (spec/2 §2 ¿Qué quieres hacer?)', () => {
  it('a pickup-only venue that takes bookings: view menu, pickup only, make a reservation, see info', async () => {
    const html = await render(
      <InfoOptions
        info={venue({ ordpick: true, ordpickonly: true }, { _tieneReserva: true })}
        base="/r/cl/sanguches-del-mapocho/102"
        onChoose={() => {}}
      />,
    );
    expect(html).toContain('<h2');
    expect(html).toContain('¿Qué quieres hacer?');
    expect(options(html)).toEqual([
      'menu:Ver menú',
      'pickupOnly:Solo retiro',
      'reserve:Hacer una reserva',
      'info:Ver información del local',
    ]);
    expect(html).toContain('href="/r/cl/sanguches-del-mapocho/102/menu"');
  });

  it('a venue that delivers, without bookings, in English', async () => {
    const html = await render(
      <InfoOptions info={venue({ ord: true, ordpick: true })} base="/r/cl/x/1" onChoose={() => {}} />,
      'en',
    );
    expect(html).toContain('What do you want to do?');
    expect(options(html)).toEqual(['menu:View menu', 'order:Order delivery / pickup', 'info:See venue info']);
  });

  it('a check-in-only venue: no ordering option', async () => {
    const html = await render(
      <InfoOptions info={venue({ ord: true, selfatonly: true })} base="/r/cl/x/1" onChoose={() => {}} />,
    );
    expect(options(html).map((o) => o.split(':')[0])).toEqual(['menu', 'info']);
  });
});

describe('the modals', () => {
  const withData = venue(
    { ordpick: true },
    {
      webConfig: {
        des: 'Sánguches de toda la vida.',
        phone: '+56 2 2737 0102',
        wha: '+56 9 7370 0102',
        mail: 'pedidos@mapocho.example',
        web: 'mapocho.example',
        inst: 'sanguchesdelmapocho',
      },
      horario: [{ hi: '11:30', hf: '16:30', d: 126 }],
    },
  );

  it('more info: description, the week from Monday with Sunday closed, services, payment means, contact folded', async () => {
    const html = await render(<MoreInfoDialog info={withData} onClose={() => {}} />);
    expect(html).toContain('aria-labelledby');
    expect(html).toContain('Más información');
    expect(html).toContain('Sánguches de toda la vida.');
    const days = [...html.matchAll(/<dt>(\p{L}+)<\/dt><dd>([^<]+)<\/dd>/gu)].map(([, d, h]) => `${d} ${h}`);
    expect(days).toEqual([
      'lunes 11:30 a 16:30',
      'martes 11:30 a 16:30',
      'miércoles 11:30 a 16:30',
      'jueves 11:30 a 16:30',
      'viernes 11:30 a 16:30',
      'sábado 11:30 a 16:30',
      'domingo Cerrado',
    ]);
    expect(html).toContain('Terraza');
    expect(html).toContain('Medios de pago');
    // The contact is the contact tab's list, inside a closed <details>.
    expect(html).toMatch(/<details class="info-more__contact"><summary>Contacto<\/summary>/);
    expect(html).toContain('href="tel:+56227370102"');
  });

  it('contact: phone, mail, web and the address, nothing else', async () => {
    const html = await render(<ContactDialog info={withData} onClose={() => {}} />);
    const rows = [...html.matchAll(/<dt>([^<]+)<\/dt>/g)].map(([, label]) => label);
    expect(rows).toEqual(['Teléfono', 'Correo', 'Sitio web', 'Dirección']);
    expect(html).toContain('Antonia López de Bello 0743, Recoleta, Santiago');
    expect(html).not.toContain('wa.me');
    expect(html).not.toContain('instagram');
  });
});
