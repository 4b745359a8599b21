import {
  type TKioskDeviceReport,
  type TKioskTokenRefresh,
  type TKioskVerifyRequest,
  ZKioskCodeAnswer,
  ZKioskDevice,
  ZKioskDeviceCheck,
  ZKioskDeviceReportAnswer,
  ZKioskPairingStatus,
  ZKioskRevokeAnswer,
  ZKioskTable,
  ZKioskTokenAnswer,
  ZKioskVenues,
  ZKioskVerifyAnswer,
  ZPortalRestaurants,
} from '@comanda/domain';
import * as z from 'zod/mini';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/** Kiosk pairing and the kiosk's own calls (spec/3 §4 'Kiosk pairing', §7), device and technician side. */
export function createKioskPairingClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    /** The device asks for a code to show (valid 5 minutes). */
    requestCode: (iu?: string) => call('POST', '/srv/kiosk/code', ZKioskCodeAnswer, {}, { iu }),
    /** The device polls with its secret pairing id. */
    pairingStatus: (pid: string) => call('GET', '/srv/kiosk/pairing', ZKioskPairingStatus, { pid }),
    /** Token refresh (tt 4, spec/3 §7). */
    refreshToken: (body: TKioskTokenRefresh) => call('POST', '/srv/kiosk/token', ZKioskTokenAnswer, {}, body),
    /** Whether the device may sell: 401 inactive restaurant, 403 revoked or unknown device. */
    deviceCheck: (token: string, ir?: string) =>
      call('GET', '/srv/kiosk/device', ZKioskDeviceCheck, { ir }, undefined, token),
    /** The device's periodic report (version, printer); 401 inactive restaurant, 403 revoked or unknown. */
    report: (token: string, body: TKioskDeviceReport, ir?: string) =>
      call('POST', '/srv/kiosk/report', ZKioskDeviceReportAnswer, { ir }, body, token),
    /** A locator number against the restaurant's tables; 404 'Mesa no encontrada'. */
    table: (irl: string, mesa: string) => call('GET', '/srv/kiosk/table', ZKioskTable, { irl, mesa }),
    /** GET /srv/restosportales: a portal's restaurants. */
    portalRestaurants: (pais: string, ipr: string) =>
      call('GET', '/srv/restosportales', ZPortalRestaurants, { pais, ipr }),
    /** Technician (module 9000): verify the code shown on a device. */
    verify: (body: TKioskVerifyRequest) => call('POST', '/srv/kiosk/verify', ZKioskVerifyAnswer, {}, body),
    venues: () => call('GET', '/srv/kiosk/venues', ZKioskVenues),
    /** One restaurant's devices, with their last contact, version and printer. */
    devices: (venue: { ir: string; il: string }) =>
      call('GET', '/srv/kiosk/devices', z.array(ZKioskDevice), venue),
    revoke: (id: string) => call('POST', '/srv/kiosk/revoke', ZKioskRevokeAnswer, {}, { id }),
  };
}

export type KioskPairingClient = ReturnType<typeof createKioskPairingClient>;
