import type { TKioskVenues } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { pairing } from '../api/clients.ts';

/**
 * The technician's half of pairing (spec/3 §4 'Kiosk pairing'): the code on the device, then a
 * restaurant/local with its kiosk configuration, or a portal.
 */
export function PairForm() {
  const { t } = useTranslation();
  const signOut = useAdminSession((s) => s.reset);
  const [venues, setVenues] = useState<TKioskVenues | null>(null);
  const [code, setCode] = useState('');
  const [target, setTarget] = useState<'restaurant' | 'portal'>('restaurant');
  const [restaurant, setRestaurant] = useState('');
  const [config, setConfig] = useState('');
  const [portal, setPortal] = useState('');
  const [name, setName] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    pairing
      .venues()
      .then((v) => {
        setVenues(v);
        const first = v.restaurants.find((r) => r.configs.length > 0);
        if (first) {
          setRestaurant(`${first.ir}|${first.il}`);
          setConfig(first.configs[0]!.dp);
        }
        setPortal(v.portals[0]?.id ?? '');
      })
      .catch((e: unknown) => {
        // A session that is gone or lacks module 9000 goes back to sign-in.
        if ((e as { status?: number }).status === 401 || (e as { status?: number }).status === 403) signOut();
        else setResult({ ok: false, text: errorMessage(e) });
      });
  }, [signOut]);

  const chosen = venues?.restaurants.find((r) => `${r.ir}|${r.il}` === restaurant);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setBusy(true);
    try {
      const [ir, il] = restaurant.split('|') as [string, string];
      const answer = await pairing.verify(
        target === 'restaurant' ? { code, ir, il, dp: config, nm: name } : { code, portal, nm: name },
      );
      setResult({ ok: true, text: t('p9000_paired', { name: answer.name }) });
      setCode('');
    } catch (e) {
      setResult({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-form" onSubmit={(e) => void submit(e)}>
      <p className="staff-signed-in">
        {t('m9000_signed_in')}{' '}
        <button type="button" className="button" onClick={signOut}>
          {t('m9000_sign_out')}
        </button>
      </p>
      <label className="staff-field">
        <span>{t('m9000_device_code')}</span>
        <input
          className="staff-code"
          required
          minLength={6}
          maxLength={7}
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
        />
      </label>
      <fieldset className="staff-target">
        <legend>{t('m9000_target')}</legend>
        <label>
          <input type="radio" checked={target === 'restaurant'} onChange={() => setTarget('restaurant')} />
          {t('m9000_target_restaurant')}
        </label>
        <label>
          <input type="radio" checked={target === 'portal'} onChange={() => setTarget('portal')} />
          {t('m9000_target_portal')}
        </label>
      </fieldset>
      {target === 'restaurant' ? (
        <>
          <label className="staff-field">
            <span>{t('m9000_restaurant')}</span>
            <select
              value={restaurant}
              onChange={(e) => {
                setRestaurant(e.target.value);
                const next = venues?.restaurants.find((r) => `${r.ir}|${r.il}` === e.target.value);
                setConfig(next?.configs[0]?.dp ?? '');
              }}
            >
              {venues?.restaurants.map((r) => (
                <option key={`${r.ir}|${r.il}`} value={`${r.ir}|${r.il}`}>
                  {r.nombre} · {r.simpleId}
                </option>
              ))}
            </select>
          </label>
          <label className="staff-field">
            <span>{t('m9000_kiosk_config')}</span>
            <select
              value={config}
              onChange={(e) => setConfig(e.target.value)}
              disabled={!chosen?.configs.length}
            >
              {chosen?.configs.length ? (
                chosen.configs.map((c) => (
                  <option key={c.dp} value={c.dp}>
                    {c.nombre}
                  </option>
                ))
              ) : (
                <option value="">{t('m9000_no_config')}</option>
              )}
            </select>
          </label>
        </>
      ) : (
        <label className="staff-field">
          <span>{t('m9000_portal')}</span>
          <select value={portal} onChange={(e) => setPortal(e.target.value)}>
            {venues?.portals.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="staff-field">
        <span>{t('m9000_device_name')}</span>
        <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      </label>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'staff-success' : 'staff-error'}>
          {result.text}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy || !venues}>
        {t('m9000_pair')}
      </button>
    </form>
  );
}
