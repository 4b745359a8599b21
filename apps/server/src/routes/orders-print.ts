import { Module, ZPrintAck, ZRemotePrintRequest } from '@comanda/domain';
import { ZPrintMessage } from '@comanda/printing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';
import type { Queryable } from '../db/database.ts';
import { requireRole, tokenOf } from '../http/auth.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { findSession } from '../store/accounts.ts';
import { deviceByToken, type KioskDeviceRow } from '../store/kiosk-devices.ts';
import { ackJob, enqueueMessage, pendingJobs } from '../store/print-jobs.ts';
import { requireDevice } from './orders-actor.ts';

/**
 * The print outbox seen from devices and staff (spec/3 §4 'Realtime sync' dte, §7 'Print'): a device lists
 * what it has not printed (it may have been offline when the `dte` event went out) and acknowledges each job
 * once printed; staff or a device enqueue a print message for a device.
 */
export async function printRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  app.get('/srv/print/pending', async (request) => {
    const device = await requireDevice(db, request);
    return { ok: true, data: await pendingJobs(db, device) };
  });

  /** Marks a job printed; acknowledging again answers the same job and changes nothing. */
  app.post('/srv/print/ack', async (request) => {
    const device = await requireDevice(db, request);
    const { id } = ZPrintAck.parse(request.body ?? {});
    const job = await ackJob(db, device, id, clock());
    if (!job) throw notFound('Trabajo de impresión no encontrado');
    return { ok: true, data: job };
  });

  /** POST /srv/print: args (a print message), name print, origen APP, via CLOUD, for a device. */
  app.post('/srv/print', async (request) => {
    const body = ZRemotePrintRequest.parse(request.body ?? {});
    const message = ZPrintMessage.safeParse(body.args);
    if (!message.success)
      throw new HttpError(400, 'bad_request', 'Solicitud inválida: args no es un mensaje de impresión');
    const target = await printTarget(db, request, clock(), body.device);
    const id = await enqueueMessage(db, { ir: target.ir, deviceId: target.id }, body.args, clock());
    return { ok: true, data: { id, device_id: target.id } };
  });
}

/**
 * The device a print goes to: a device token prints on itself (or on another device of its venue); a staff
 * session of module 5000 needs a role for the target device's venue.
 */
async function printTarget(
  db: Queryable,
  request: FastifyRequest,
  now: Date,
  deviceId: string | undefined,
): Promise<KioskDeviceRow> {
  const token = tokenOf(request);
  const caller = token ? await deviceByToken(db, token) : null;
  const session = token && !caller ? await findSession(db, token, now) : null;
  if (!session) {
    const device = await requireDevice(db, request);
    if (!deviceId || deviceId === device.id) return device;
    const other = await usableDevice(db, deviceId);
    if (other.ir !== device.ir) throw new HttpError(403, 'forbidden', 'Ese dispositivo es de otro local');
    return other;
  }
  if (!deviceId) throw new HttpError(400, 'bad_request', 'Solicitud inválida: falta device');
  const device = await usableDevice(db, deviceId);
  await requireRole(db, request, now, Module.kitchen, { ir: device.ir, il: device.il });
  return device;
}

async function usableDevice(db: Queryable, id: string): Promise<KioskDeviceRow> {
  const [row] = await db.query<KioskDeviceRow>(
    `select id, kind, name, ir, il, dp, portal_id, revoked_at, token_issued_at, created_at
     from kiosk_devices where id = $1 and revoked_at is null and kind = 'restaurant'`,
    [id],
  );
  if (!row) throw notFound('Dispositivo no encontrado');
  return row;
}
