import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';

/**
 * Tab 30, the share fallback (spec/2 §2) for a browser without native sharing: the venue's link to copy,
 * or to send by WhatsApp or e-mail.
 */
export function SharePanel({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Sharing failures are only logged (spec/2 §8): the link stays there to copy by hand.
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      (e: unknown) => console.warn('copy failed', e),
    );
  };
  const message = `${title} ${url}`;
  return (
    <div className="info-share">
      <h2 className="info-share__heading">{t('m1_info_share_heading')}</h2>
      <label htmlFor={inputId}>{t('m1_info_share_link')}</label>
      <div className="info-share__row">
        <input id={inputId} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={copy}>
          {t('m1_info_share_copy')}
        </button>
      </div>
      <p role="status" className="info-share__status">
        {copied ? t('m1_info_share_copied') : ''}
      </p>
      <ul className="info-share__links">
        <li>
          <a
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('m1_info_share_whatsapp')}
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
            {t('m1_info_share_mail')}
          </a>
        </li>
      </ul>
    </div>
  );
}
