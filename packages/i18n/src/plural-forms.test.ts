import { describe, expect, it } from 'vitest';
import * as en_backoffice from './locales/en/backoffice.ts';
import * as en_checkin from './locales/en/checkin.ts';
import * as en_common from './locales/en/common.ts';
import * as en_kiosk from './locales/en/kiosk.ts';
import * as en_orders from './locales/en/orders.ts';
import * as en_reports from './locales/en/reports.ts';
import * as en_server from './locales/en/server.ts';
import * as en_settings from './locales/en/settings.ts';
import * as en_staff from './locales/en/staff.ts';
import * as en_technician from './locales/en/technician.ts';
import * as en_ticket from './locales/en/ticket.ts';
import * as en_web from './locales/en/web.ts';
import * as es_backoffice from './locales/es/backoffice.ts';
import * as es_checkin from './locales/es/checkin.ts';
import * as es_common from './locales/es/common.ts';
import * as es_kiosk from './locales/es/kiosk.ts';
import * as es_orders from './locales/es/orders.ts';
import * as es_reports from './locales/es/reports.ts';
import * as es_server from './locales/es/server.ts';
import * as es_settings from './locales/es/settings.ts';
import * as es_staff from './locales/es/staff.ts';
import * as es_technician from './locales/es/technician.ts';
import * as es_ticket from './locales/es/ticket.ts';
import * as es_web from './locales/es/web.ts';

const texts = (modules: object[]) =>
  modules.flatMap((m) => Object.values(m)).filter((v): v is Record<string, string> => typeof v === 'object');
const es = texts([
  es_backoffice,
  es_checkin,
  es_common,
  es_kiosk,
  es_orders,
  es_reports,
  es_server,
  es_settings,
  es_staff,
  es_technician,
  es_ticket,
  es_web,
]);
const en = texts([
  en_backoffice,
  en_checkin,
  en_common,
  en_kiosk,
  en_orders,
  en_reports,
  en_server,
  en_settings,
  en_staff,
  en_technician,
  en_ticket,
  en_web,
]);

describe("counted texts (issue 15 item 7: '1 producto', never '1 productos')", () => {
  it.each([
    ['es', es],
    ['en', en],
  ])('every %s text that counts something comes as a _one and an _other form', (_lang, files) => {
    expect(files.length).toBe(12);
    for (const file of files) {
      for (const [key, text] of Object.entries(file)) {
        // '%count% productos': a counted noun needs its singular; '(%count%)' or 'de %count%' does not.
        if (!/%count% \p{L}/u.test(text)) continue;
        const stem = key.replace(/_(one|other)$/, '');
        expect(file[`${stem}_one`], `${stem}_one`).toBeDefined();
        expect(file[`${stem}_other`], `${stem}_other`).toBeDefined();
      }
    }
  });
});
