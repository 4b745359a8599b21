import type { TKioskDevice, TKioskVenues } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { pairing } from '../api/clients.ts';
import { lastContact, printerSummary } from './device-state.ts';

/** The list follows the devices' own reports (every 30 s) without a reload. */
const REFRESH_MS = 10_000;

/**
 * One restaurant's devices for its technicians (issue 12 item 6): last contact, app version, printer state,
 * and a revoke that cuts a lost or stolen totem off at once (it goes back to pairing).
 */
export function DeviceList() {
  const { t } = useTranslation();
  const [venues, setVenues] = useState<TKioskVenues | null>(null);
  const [venue, setVenue] = useState('');
  const [devices, setDevices] = useState<TKioskDevice[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<TKioskDevice | null>(null);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    pairing
      .venues()
      .then((v) => {
        setVenues(v);
        const first = v.restaurants.find((r) => r.configs.length > 0) ?? v.restaurants[0];
        if (first) setVenue(`${first.ir}|${first.il}`);
      })
      .catch((e: unknown) => setMessage({ ok: false, text: errorMessage(e) }));
  }, []);

  const load = useCallback(async () => {
    if (!venue) return;
    const [ir, il] = venue.split('|') as [string, string];
    try {
      setDevices(await pairing.devices({ ir, il }));
      setNow(Date.now());
    } catch (e) {
      setMessage({ ok: false, text: errorMessage(e) });
    }
  }, [venue]);
  useEffect(() => {
    setDevices(null);
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const revoke = async (device: TKioskDevice) => {
    setConfirming(null);
    try {
      await pairing.revoke(device.id);
      setMessage({ ok: true, text: t('p9000_device_revoked_done', { name: device.name }) });
      await load();
    } catch (e) {
      setMessage({ ok: false, text: errorMessage(e) });
    }
  };

  return (
    <section className="staff-devices" aria-labelledby="staff-devices-title">
      <h2 id="staff-devices-title">{t('m9000_devices_title')}</h2>
      <p>{t('m9000_devices_intro')}</p>
      <label className="staff-field">
        <span>{t('m9000_devices_venue')}</span>
        <select value={venue} onChange={(e) => setVenue(e.target.value)}>
          {venues?.restaurants.map((r) => (
            <option key={`${r.ir}|${r.il}`} value={`${r.ir}|${r.il}`}>
              {r.nombre} · {r.simpleId}
            </option>
          ))}
        </select>
      </label>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'staff-success' : 'staff-error'}>
          {message.text}
        </p>
      ) : null}
      {devices === null ? (
        <p>{t('m9000_devices_loading')}</p>
      ) : devices.length === 0 ? (
        <p>{t('m9000_devices_empty')}</p>
      ) : (
        <ul className="staff-device-list">
          {devices.map((device) => (
            <li key={device.id} className="staff-device" data-device={device.id}>
              <h3>{device.name}</h3>
              <dl>
                <dt>{t('m9000_device_col_name')}</dt>
                <dd className="staff-device-id">{device.id}</dd>
                <dt>{t('m9000_device_col_seen')}</dt>
                <dd title={device.lastSeenAt ?? undefined}>{lastContact(t, device.lastSeenAt, now)}</dd>
                <dt>{t('m9000_device_col_version')}</dt>
                <dd>{device.version ?? '—'}</dd>
                <dt>{t('m9000_device_col_printer')}</dt>
                <dd>{printerSummary(t, device.printer)}</dd>
                <dt>{t('m9000_device_col_state')}</dt>
                <dd>{t(device.revoked ? 'm9000_device_revoked' : 'm9000_device_active')}</dd>
              </dl>
              {device.revoked ? null : confirming?.id === device.id ? (
                <div role="alertdialog" aria-labelledby={`revoke-${device.id}`} className="staff-confirm">
                  <p id={`revoke-${device.id}`}>{t('p9000_device_revoke_confirm', { name: device.name })}</p>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>
                    {t('m9000_device_keep')}
                  </button>
                  <button type="button" className="button" onClick={() => void revoke(device)}>
                    {t('m9000_device_revoke_yes')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="button"
                  aria-label={t('p9000_device_revoke_named', { name: device.name })}
                  onClick={() => setConfirming(device)}
                >
                  {t('m9000_device_revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
