import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useRef } from 'react';
import { bridge } from '../bridge.ts';
import './inactivity-modal.css';

/**
 * The inactivity modal (spec/3 §9): a countdown and one big 'continue'. Any touch counts as activity. It
 * says the order will be cancelled only when the countdown ends in a reset (`ends`); the first modal on
 * PayOrder ends in nothing, so it only asks (issue 12 item 4: never promise a cancel that does not happen).
 */
export function InactivityModal({ secondsLeft, ends }: { secondsLeft: number; ends: boolean }) {
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
        {ends ? (
          <p className="inactivity-count" aria-hidden="true">
            {secondsLeft}
          </p>
        ) : null}
        <p id="inactivity-text">
          {ends ? t('p2000_inactivity_text', { count: secondsLeft }) : t('m2000_inactivity_paying')}
        </p>
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
