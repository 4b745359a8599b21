import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { refusalText } from '../app/refusal-text.ts';
import { bridge } from '../bridge.ts';
import { LanguageSwitch } from '../common/language-switch.tsx';
import { useKioskData } from '../kiosk-data/kiosk-data-store.ts';
import { PinSetup } from './pin-setup.tsx';
import { usePairing } from './use-pairing.ts';
import './profile-login.css';

/** m:ss until `expiresAt`, ticking each second. */
function useCountdown(expiresAt: number | null): string {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  const left = Math.max(0, Math.ceil(((expiresAt ?? now) - now) / 1000));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * ProfileLogin, kiosk-pairing variant (spec/3 §2, §4 'Kiosk pairing'): first the technician's PIN (issue 12
 * item 6), then the code large enough to read from a step away; a new one replaces it when it expires; once
 * verified, arrival routing takes over.
 */
export function ProfileLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetData = useKioskData((s) => s.reset);
  const [pinSet, setPinSet] = useState<boolean | null>(null);
  useEffect(() => {
    void bridge.technician
      .status()
      .then((s) => setPinSet(s.pinSet))
      .catch(() => setPinSet(false));
  }, []);
  const { state, retry } = usePairing(pinSet === true);
  const countdown = useCountdown(state.status === 'showing' ? state.expiresAt : null);

  useEffect(() => {
    if (state.status !== 'paired') return;
    resetData();
    navigate('/', { replace: true });
  }, [state.status, navigate, resetData]);

  return (
    <main className="pairing">
      <header className="pairing-top">
        <LanguageSwitch />
      </header>
      <h1 className="pairing-title">{t('m2000_pairing_title')}</h1>
      <p className="pairing-hint">{t('m2000_pairing_hint')}</p>
      {pinSet === false ? (
        <PinSetup onDone={() => setPinSet(true)} />
      ) : pinSet === null ? (
        <p role="status" className="pairing-status">
          {t('m2000_loading')}
        </p>
      ) : state.status === 'showing' ? (
        <section className="pairing-code-box" aria-labelledby="pairing-code-label">
          <h2 id="pairing-code-label" className="pairing-code-label">
            {t('m2000_pairing_code')}
          </h2>
          {/* Read letter by letter: a screen reader would say the code as a word. */}
          <p className="pairing-code">
            <span aria-hidden="true">{state.code}</span>
            <span className="visually-hidden">{state.code.split('').join(' ')}</span>
          </p>
          <p className="pairing-expiry">{t('p2000_pairing_expires', { time: countdown })}</p>
          <p role="status" className="pairing-status">
            {t('m2000_pairing_waiting')}
          </p>
        </section>
      ) : state.status === 'error' ? (
        <section className="pairing-code-box">
          <p role="alert" className="pairing-error">
            {(state.key ? refusalText({ key: state.key, params: state.params }) : state.message) ||
              t('m2000_pairing_error')}
          </p>
          <button type="button" className="big-button" onClick={retry}>
            {t('m2000_pairing_retry')}
          </button>
        </section>
      ) : (
        <p role="status" className="pairing-status">
          {state.status === 'paired' ? t('m2000_pairing_done') : t('m2000_pairing_requesting')}
        </p>
      )}
    </main>
  );
}
