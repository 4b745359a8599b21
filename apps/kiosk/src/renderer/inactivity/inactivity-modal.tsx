import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useRef } from 'react';
import { bridge } from '../bridge.ts';
import './inactivity-modal.css';

/** The inactivity modal (spec/3 §9): a countdown and one big 'continue'. Any touch counts as activity. */
export function InactivityModal({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="inactivity-backdrop">
      <div
        className="inactivity-modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="inactivity-title"
        aria-describedby="inactivity-text"
      >
        <h2 id="inactivity-title">{t('m2000_inactivity_title')}</h2>
        <p className="inactivity-count" aria-hidden="true">
          {secondsLeft}
        </p>
        <p id="inactivity-text">{t('p2000_inactivity_text', { count: secondsLeft })}</p>
        <button
          ref={button}
          type="button"
          className="big-button"
          onClick={() => void bridge.watchdog.activity()}
        >
          {t('m2000_inactivity_continue')}
        </button>
      </div>
    </div>
  );
}
