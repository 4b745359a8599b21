import type { TCurrency, TRestaurantInfo } from '@comanda/domain';

export type KioskBrand = {
  name: string;
  logo: string;
  welcomeText: string;
  /** The welcome text in other languages (issue 11 item 3); localText picks the diner's. */
  welcomeTextTrad: Readonly<Record<string, string>> | undefined;
  welcomeImage: string;
  /** Main colour, '#rrggbb'. */
  colour: string;
  currency: TCurrency;
  seosort: number;
};

/**
 * What the kiosk screens show of a restaurant: the kiosk configuration (cfgKiosk, spec/3 §3) first,
 * the restaurant's own settings where the kiosk sets nothing.
 */
export function kioskBrand(info: TRestaurantInfo): KioskBrand {
  const kiosk = info.cfg.kiosk;
  return {
    name: kiosk?.nombre || info.nombre,
    logo: kiosk?.logoQ[0] || info.webConfig.logoQ[0] || info.logo,
    welcomeText: kiosk?.welcomeText ?? '',
    welcomeTextTrad: kiosk?.welcomeTextTrad,
    welcomeImage: kiosk?.welcomeImage || info.fotoPortada,
    colour: `#${kiosk?.colorP ?? info.cfg.app.colorP}`,
    currency: info.cfg.app.cur,
    seosort: kiosk?.seosort ?? info.cfg.app.seosort,
  };
}
