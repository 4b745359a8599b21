import { useTranslation } from '@comanda/i18n/react';
import type { ChannelOutput } from '@comanda/kiosk-device/bridge/channels.ts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { bridge } from '../bridge.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { clearAndReload } from './clear-data.ts';
import { PinEntry } from './pin-entry.tsx';
import { TechnicianMenu } from './technician-menu.tsx';
import './technician.css';

type Status = ChannelOutput<'technician.status'>;
type Unlock = ChannelOutput<'technician.unlock'>;

/**
 * /technician (the hidden gesture, issue 12 item 6) and /technician/clear (a diner-facing 'clear local data',
 * item 5): the technician PIN first, then the menu — or, for /clear, the clear itself. The device checks the
 * PIN and counts wrong ones; this screen only says what it answered.
 */
export function Technician() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearOnly = useParams().action === 'clear';
  const [status, setStatus] = useState<Status | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void bridge.technician
      .status()
      .then(async (s) => {
        // A device with neither a pairing nor a PIN has nothing to protect: it may start over at once.
        if (clearOnly && (s.open || !s.pinSet) && (await clearAndReload())) return;
        setStatus(s);
      })
      .catch(() => setStatus({ pinSet: false, lockedUntil: null, attemptsLeft: 0, open: false }));
  }, [clearOnly]);

  const refusal = (answer: Exclude<Unlock, { ok: true }>): string =>
    answer.reason === 'wrong'
      ? t('p2000_tech_pin_wrong', { count: answer.attemptsLeft })
      : answer.reason === 'locked'
        ? t('p2000_tech_pin_locked', { time: new Date(answer.until).toLocaleTimeString() })
        : t('m2000_tech_no_pin');

  const unlock = async (pin: string) => {
    setBusy(true);
    try {
      const answer = await bridge.technician.unlock({ pin });
      if (!answer.ok) return setError(refusal(answer));
      setError('');
      if (clearOnly && (await clearAndReload())) return;
      setStatus((s) => (s ? { ...s, open: true } : s));
    } catch {
      setError(t('m2000_tech_clear_failed'));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    void bridge.technician.lock().catch(() => undefined);
    navigate('/', { replace: true });
  };

  if (!status) return <StatusScreen>{t('m2000_loading')}</StatusScreen>;
  if (status.open && !clearOnly) return <TechnicianMenu onClose={close} />;
  return (
    <main className="technician technician--lock" aria-labelledby="technician-title">
      <h1 id="technician-title">{t(clearOnly ? 'm2000_tech_clear' : 'm2000_tech_title')}</h1>
      {status.pinSet ? (
        <PinEntry
          title={t('m2000_tech_pin_title')}
          hint={t('m2000_tech_pin_hint')}
          error={
            error ||
            (status.lockedUntil ? refusal({ ok: false, reason: 'locked', until: status.lockedUntil }) : '')
          }
          busy={busy}
          onSubmit={(pin) => void unlock(pin)}
        />
      ) : (
        <p role="alert" className="pin-entry-error">
          {t('m2000_tech_no_pin')}
        </p>
      )}
      <button type="button" className="big-button big-button--quiet" onClick={close}>
        {t('m2000_back')}
      </button>
    </main>
  );
}
