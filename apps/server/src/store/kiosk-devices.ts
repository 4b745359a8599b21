import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  KIOSK_CODE_ALPHABET,
  KIOSK_CODE_EXPIRY_SECONDS,
  KIOSK_CODE_LENGTH,
  type TKioskDeviceReport,
  type TKioskIdentity,
  type TReportedPrinter,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import type { RestaurantProfile } from './documents.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const newCode = () =>
  Array.from(
    { length: KIOSK_CODE_LENGTH },
    () => KIOSK_CODE_ALPHABET[randomInt(KIOSK_CODE_ALPHABET.length)],
  ).join('');

export type DeviceTarget =
  | { kind: 'restaurant'; ir: string; il: string; dp: string; name: string }
  | { kind: 'portal'; portalId: string; name: string };

export type KioskDeviceRow = {
  id: string;
  kind: 'restaurant' | 'portal';
  name: string;
  ir: string;
  il: string;
  dp: string;
  portal_id: string;
  revoked_at: Date | null;
  token_issued_at: Date | null;
  created_at: Date;
  last_seen_at: Date | null;
  app_version: string | null;
  printer: TReportedPrinter | null;
};

const DEVICE_COLUMNS =
  'id, kind, name, ir, il, dp, portal_id, revoked_at, token_issued_at, created_at, last_seen_at, app_version, printer';

/**
 * A new pairing code for a device screen: the code a person reads, and a secret pairing id only the device
 * knows (a code alone must not let anyone else collect the device token). Expired codes are swept here.
 */
export async function issueKioskCode(db: Queryable, deviceIu: string, now: Date) {
  await db.query('delete from kiosk_codes where expires_at <= $1 and device_id is null', [now]);
  const expiresAt = new Date(now.getTime() + KIOSK_CODE_EXPIRY_SECONDS * 1000);
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newCode();
    const pairingId = newSecret();
    const rows = await db.query(
      `insert into kiosk_codes (pairing_hash, code, device_iu, expires_at) values ($1, $2, $3, $4)
       on conflict (code) do nothing returning code`,
      [sha256(pairingId), code, deviceIu, expiresAt],
    );
    if (rows.length === 1) return { code, pairingId, expiresAt: expiresAt.getTime() };
  }
  throw new Error('no free kiosk code after 10 attempts');
}

export type PairingPoll =
  | { status: 'pending'; expiresAt: number }
  | { status: 'expired' }
  | { status: 'paired'; device: KioskDeviceRow; token: string };

/**
 * The device's poll. Once the code is verified, the first poll takes the device token — made here, so
 * the server never holds it in clear — and the code is consumed. Unknown or consumed ids read as expired.
 */
export async function pollPairing(db: Database, pairingId: string, now: Date): Promise<PairingPoll> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ expires_at: Date; device_id: string | null }>(
      'select expires_at, device_id from kiosk_codes where pairing_hash = $1 for update',
      [sha256(pairingId)],
    );
    if (!row) return { status: 'expired' };
    if (!row.device_id) {
      if (row.expires_at.getTime() > now.getTime())
        return { status: 'pending', expiresAt: row.expires_at.getTime() };
      await tx.query('delete from kiosk_codes where pairing_hash = $1', [sha256(pairingId)]);
      return { status: 'expired' };
    }
    const token = newSecret();
    const [device] = await tx.query<KioskDeviceRow>(
      `update kiosk_devices set token_hash = $2, token_issued_at = $3 where id = $1 returning ${DEVICE_COLUMNS}`,
      [row.device_id, sha256(token), now],
    );
    await tx.query('delete from kiosk_codes where pairing_hash = $1', [sha256(pairingId)]);
    return { status: 'paired', device: device!, token };
  });
}

export type VerifyResult =
  | { ok: true; device: KioskDeviceRow }
  | { ok: false; reason: 'unknown' | 'expired' };

/** The technician's verification: creates the device for the target and binds the code to it, once. */
export async function verifyKioskCode(
  db: Database,
  code: string,
  target: DeviceTarget,
  userId: number,
  now: Date,
): Promise<VerifyResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ expires_at: Date; device_id: string | null }>(
      'select expires_at, device_id from kiosk_codes where code = $1 for update',
      [code],
    );
    if (!row || row.device_id) return { ok: false, reason: 'unknown' };
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    const id = `kio-${randomBytes(9).toString('base64url')}`;
    const [device] = await tx.query<KioskDeviceRow>(
      `insert into kiosk_devices (id, kind, name, ir, il, dp, portal_id, paired_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${DEVICE_COLUMNS}`,
      target.kind === 'restaurant'
        ? [id, 'restaurant', target.name, target.ir, target.il, target.dp, '', userId, now]
        : [id, 'portal', target.name, '', '', '', target.portalId, userId, now],
    );
    await tx.query('update kiosk_codes set device_id = $2 where code = $1', [code, id]);
    return { ok: true, device: device! };
  });
}

/**
 * A restaurant device paired without a code, by whoever runs the server: the demo totem of `npm start`
 * (src/dev/demo-totem.ts). The row keeps its fixed id; each call issues a new token, so the previous
 * one stops working at once, exactly as a new pairing would.
 */
export async function pairDeviceDirectly(
  db: Queryable,
  id: string,
  target: Extract<DeviceTarget, { kind: 'restaurant' }>,
  now: Date,
): Promise<{ device: KioskDeviceRow; token: string }> {
  const token = newSecret();
  const [device] = await db.query<KioskDeviceRow>(
    `insert into kiosk_devices (id, kind, name, ir, il, dp, token_hash, token_issued_at, created_at)
     values ($1, 'restaurant', $2, $3, $4, $5, $6, $7, $7)
     on conflict (id) do update set name = $2, ir = $3, il = $4, dp = $5, token_hash = $6,
       token_issued_at = $7, revoked_at = null
     returning ${DEVICE_COLUMNS}`,
    [id, target.name, target.ir, target.il, target.dp, sha256(token), now],
  );
  return { device: device!, token };
}

/** What a restaurant device stores once paired (KIOUSER, spec/3 §3). */
export function kioskIdentity(
  profile: RestaurantProfile,
  device: KioskDeviceRow,
  token: string,
): TKioskIdentity {
  return {
    ir: profile.ir,
    il: profile.il,
    dk: profile.dk,
    nm: device.name,
    dp: device.dp,
    iu: device.id,
    to: token,
    pa: profile.pais,
    sid: profile.simpleId,
    amb: 'PROD',
  };
}

/** The device a token belongs to (revoked ones included: the caller tells revoked from unknown). */
export async function deviceByToken(db: Queryable, token: string): Promise<KioskDeviceRow | null> {
  const [row] = await db.query<KioskDeviceRow>(
    `select ${DEVICE_COLUMNS} from kiosk_devices where token_hash = $1`,
    [sha256(token)],
  );
  return row ?? null;
}

/** Replaces a device's token (spec/3 §9: re-fetched after 172800 s); the old one stops working at once. */
export async function rotateDeviceToken(db: Queryable, deviceId: string, now: Date): Promise<string> {
  const token = newSecret();
  await db.query('update kiosk_devices set token_hash = $2, token_issued_at = $3 where id = $1', [
    deviceId,
    sha256(token),
    now,
  ]);
  return token;
}

export async function revokeDevice(db: Queryable, deviceId: string, now: Date): Promise<boolean> {
  const rows = await db.query('update kiosk_devices set revoked_at = $2 where id = $1 returning id', [
    deviceId,
    now,
  ]);
  return rows.length === 1;
}

/** The devices that sell at one restaurant and local, newest first (technicians' /staff/kiosks). */
export async function listVenueDevices(db: Queryable, ir: string, il: string): Promise<KioskDeviceRow[]> {
  return db.query<KioskDeviceRow>(
    `select ${DEVICE_COLUMNS} from kiosk_devices where kind = 'restaurant' and ir = $1 and il = $2
     order by created_at desc limit 200`,
    [ir, il],
  );
}

export async function deviceById(db: Queryable, id: string): Promise<KioskDeviceRow | null> {
  const [row] = await db.query<KioskDeviceRow>(`select ${DEVICE_COLUMNS} from kiosk_devices where id = $1`, [
    id,
  ]);
  return row ?? null;
}

/** A device's periodic report: when it called, its version and its printer (the last report wins). */
export async function recordDeviceReport(
  db: Queryable,
  deviceId: string,
  report: TKioskDeviceReport,
  now: Date,
): Promise<void> {
  await db.query(
    'update kiosk_devices set last_seen_at = $2, app_version = $3, printer = $4::jsonb where id = $1',
    [deviceId, now, report.version, report.printer === null ? null : JSON.stringify(report.printer)],
  );
}
