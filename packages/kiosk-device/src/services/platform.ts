import { createApiClient } from '@comanda/api-client';
import {
  type Language,
  languageListUrl,
  RESTAURANT_INFO_KIOSK_TIPO,
  type TKioskIdentity,
  type TMenu,
  type TRestaurantInfo,
  translationFileUrl,
  ZTranslationFile,
} from '@comanda/domain';
import { formatServerText } from '@comanda/i18n/server-text';
import * as z from 'zod';
import { type TListedLanguage, ZListedLanguage } from '../bridge/channels.ts';

/** The device asked the platform for something before it was paired; the renderer says it from its key. */
export class NotPairedError extends Error {
  readonly code = 'not_paired';
  readonly key = 'm1_err_device_not_paired';

  constructor() {
    super(formatServerText('m1_err_device_not_paired'));
    this.name = 'NotPairedError';
  }
}

export type Platform = {
  restaurant(): Promise<TRestaurantInfo>;
  menu(): Promise<TMenu>;
  /** One of the kiosk module's translation files (spec/2 §4); asked before pairing too. */
  texts(language: Language, file: string): Promise<Record<string, string>>;
  /** The kiosk module's language list (spec/2 §4); asked before pairing too. */
  languages(): Promise<TListedLanguage[]>;
};

const ZListedLanguages = z.object({ data: z.array(ZListedLanguage) });

/**
 * Platform calls made as the paired kiosk: kio on every call, the device token as bearer, the
 * identity's environment (spec/3 §7). The identity is read per call, so pairing or clearing takes
 * effect without a restart.
 */
export function createPlatform(opts: {
  serverUrl: string;
  identity: () => TKioskIdentity | null;
  fetch?: typeof fetch;
}): Platform {
  const paired = () => {
    const identity = opts.identity();
    if (!identity) throw new NotPairedError();
    const api = createApiClient({
      baseUrl: opts.serverUrl.replace(/\/+$/, ''),
      kiosk: true,
      amb: identity.amb,
      token: () => identity.to || undefined,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    });
    return { identity, api };
  };

  return {
    restaurant: async () => {
      const { identity: id, api } = paired();
      return api.restaurantInfo({
        xir: id.ir,
        xil: id.il,
        dk: id.dk,
        tipo: RESTAURANT_INFO_KIOSK_TIPO,
        pais: id.pa.toLowerCase(),
        sid: id.sid,
      });
    },
    menu: async () => {
      const { identity: id, api } = paired();
      return api.menu({ irl: `${id.ir}-${id.il}`, dk: id.dk }, { dk: id.dk });
    },
    texts: async (language, file) => {
      const url = translationFileUrl(opts.serverUrl.replace(/\/+$/, ''), 'kiosk', language, file);
      const answer = await (opts.fetch ?? fetch)(url, { headers: { accept: 'application/json' } });
      if (!answer.ok) throw new Error(`Archivo de traducción no disponible (${answer.status}): ${url}`);
      return ZTranslationFile.parse(await answer.json());
    },
    languages: async () => {
      const url = languageListUrl(opts.serverUrl.replace(/\/+$/, ''), 'kiosk');
      const answer = await (opts.fetch ?? fetch)(url, { headers: { accept: 'application/json' } });
      if (!answer.ok) throw new Error(`Lista de idiomas no disponible (${answer.status}): ${url}`);
      return ZListedLanguages.parse(await answer.json()).data;
    },
  };
}
