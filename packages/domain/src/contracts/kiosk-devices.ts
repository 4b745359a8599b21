import * as z from 'zod/mini';
import { int4, text } from './safe-input.ts';

/**
 * The restaurant's devices as technicians (module 9000) see them on /staff/kiosks (issue 12 item 6): each
 * device reports its app version and printer state; the server keeps the last report and when it came.
 */

/** The printer as the device last saw it: what a technician asks first on the phone. */
export const ZReportedPrinter = z.object({
  target: text({ max: 300 }),
  columns: int4().check(z.gte(0)),
  connected: z.boolean(),
  paper: z.enum(['ok', 'low', 'out', 'unknown']),
  coverOpen: z.optional(z.boolean()),
  lastError: z.nullable(text({ max: 500 })),
  /** Jobs waiting in the device's print queue. */
  pending: int4().check(z.gte(0)),
});
export type TReportedPrinter = z.infer<typeof ZReportedPrinter>;

/** POST /srv/kiosk/report (the device, with its token): who it is running as, and its printer. */
export const ZKioskDeviceReport = z.object({
  version: text({ min: 1, max: 40 }),
  printer: z.nullable(ZReportedPrinter),
});
export type TKioskDeviceReport = z.infer<typeof ZKioskDeviceReport>;
export const ZKioskDeviceReportAnswer = z.object({ received: z.literal(true) });

/** How often a device reports: a revoked device learns it within this, and 'last contact' is this fresh. */
export const KIOSK_REPORT_SECONDS = 30;

/** GET /srv/kiosk/devices?ir=&il= (technician): one restaurant's devices. */
export const ZKioskDevicesQuery = z.object({
  ir: text({ min: 1, max: 100 }),
  il: text({ min: 1, max: 100 }),
});

/** A paired device as the technician's list shows it. */
export const ZKioskDevice = z.object({
  id: z.string(),
  kind: z.enum(['restaurant', 'portal']),
  name: z.string(),
  ir: z.string(),
  il: z.string(),
  dp: z.string(),
  portal: z.string(),
  revoked: z.boolean(),
  createdAt: z.string(),
  /** When the device last called in (ISO), null before its first report. */
  lastSeenAt: z.nullable(z.string()),
  /** The app version it reported. */
  version: z.nullable(z.string()),
  printer: z.nullable(ZReportedPrinter),
});
export type TKioskDevice = z.infer<typeof ZKioskDevice>;

/** POST /srv/kiosk/revoke (technician of the device's restaurant): its token stops working at once. */
export const ZKioskRevokeRequest = z.object({ id: text({ min: 1, max: 64 }) });
export const ZKioskRevokeAnswer = z.object({ revoked: z.boolean() });
