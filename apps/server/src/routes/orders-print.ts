import { Module, okResponse, ZPrintAck, ZPrintJob, ZRemotePrintRequest } from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import { ZPrintMessage } from '@comanda/printing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { requireVenue } from '../http/auth.ts';
import { deviceOf } from '../http/caller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { KioskDeviceRow } from '../store/kiosk-devices.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';
import { claimJobs } from '../store/print-claims.ts';
import { ackJob, enqueueMessage, pendingJobs } from '../store/print-jobs.ts';

const ZPrintEnqueued = okResponse(z.object({ id: z.string(), device_id: z.string() }));

/**
 * The print outbox seen from devices and staff (spec/3 §4 'Realtime sync' dte, §7 'Print'): a device lists
 * what it has not printed (it may have been offline when the `dte` event went out) and acknowledges each job
 * once printed; staff or a device enqueue a print message for a device.
 */
export async function printRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/srv/print/pending',
    {
      schema: {
        summary: 'Print jobs not yet printed',
        tags: ['print'],
        response: { 200: okResponse(z.array(ZPrintJob)) },
      },
      config: { caller: 'device' },
    },
    async (request) => ({ ok: true as const, data: await pendingJobs(db, deviceOf(request)) }),
  );

  /**
   * What the device should print now: its own jobs, and the restaurant's kitchen tickets it claims in this
   * call (domain rules/ticket-claim.ts: one device per ticket; the kitchen printer first; taken over after
   * a silent lease). A device asks on each `dte` without args, on reconnecting and every minute.
   */
  api.post(
    '/srv/print/claim',
    {
      schema: {
        summary: "Claim the restaurant's kitchen tickets and list this device's jobs",
        tags: ['print'],
        response: { 200: okResponse(z.array(ZPrintJob)) },
      },
      config: { caller: 'device' },
    },
    async (request) => {
      const device = deviceOf(request);
      const profile = device.ir ? await restaurantProfile(db, device.ir) : null;
      const kitchenDevice = profile?.kiosk?.printerConfig.kitchenDevice ?? null;
      const claimant = { id: device.id, ir: device.ir, kitchenDevice };
      return { ok: true as const, data: await claimJobs(db, claimant, clock()) };
    },
  );

  /** Marks a job printed; acknowledging again answers the same job and changes nothing. */
  api.post(
    '/srv/print/ack',
    {
      schema: {
        summary: 'Acknowledge a printed job',
        tags: ['print'],
        body: ZPrintAck,
        response: { 200: okResponse(ZPrintJob) },
      },
      config: { caller: 'device' },
    },
    async (request) => {
      const job = await ackJob(db, deviceOf(request), request.body.id, clock());
      if (!job) throw notFound('m1_err_print_job_not_found');
      return { ok: true as const, data: job };
    },
  );

  /** POST /srv/print: args (a print message), name print, origen APP, via CLOUD, for a device. */
  api.post(
    '/srv/print',
    {
      schema: {
        summary: 'Print (spec/3 §7)',
        tags: ['print'],
        body: ZRemotePrintRequest,
        response: { 200: ZPrintEnqueued },
      },
      config: { caller: { staff: Module.kitchen, orDevice: true } },
    },
    async (request) => {
      const message = ZPrintMessage.safeParse(request.body.args);
      if (!message.success) throw new HttpError(400, 'bad_request', serverText('m1_err_print_args'));
      const target = await printTarget(db, request, request.body.device);
      // What was parsed is what is stored: never the raw body.
      const id = await enqueueMessage(db, { ir: target.ir, deviceId: target.id }, message.data, clock());
      return { ok: true as const, data: { id, device_id: target.id } };
    },
  );
}

/**
 * The device a print goes to: a device token prints on itself (or on another device of its venue); a staff
 * session of module 5000 needs a role for the target device's venue.
 */
async function printTarget(
  db: Queryable,
  request: FastifyRequest,
  deviceId: string | undefined,
): Promise<KioskDeviceRow> {
  const { device } = request.who;
  if (device) {
    if (!deviceId || deviceId === device.id) return device;
    const other = await usableDevice(db, deviceId);
    if (other.ir !== device.ir)
      throw new HttpError(403, 'forbidden', serverText('m1_err_device_of_other_venue'));
    return other;
  }
  if (!deviceId) throw new HttpError(400, 'bad_request', serverText('m1_err_print_device_missing'));
  const target = await usableDevice(db, deviceId);
  requireVenue(request, { ir: target.ir, il: target.il });
  return target;
}
async function usableDevice(db: Queryable, id: string): Promise<KioskDeviceRow> {
  const [row] = await db.query<KioskDeviceRow>(
    `select id, kind, name, ir, il, dp, portal_id, revoked_at, token_issued_at, created_at
     from kiosk_devices where id = $1 and revoked_at is null and kind = 'restaurant'`,
    [id],
  );
  if (!row) throw notFound('m1_err_device_not_found');
  return row;
}
