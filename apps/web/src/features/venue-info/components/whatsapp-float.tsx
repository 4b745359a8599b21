import { useTranslation } from '@comanda/i18n/react';

/**
 * The floating WhatsApp link of both information screens (spec/2 §2): a chat with the restaurant's number,
 * its greeting asking for more information already typed (rules/venue-contact.ts whatsappHref).
 */
export function WhatsappFloat({ href }: { href: string | null }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <a
      className="info-whatsapp"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-contact="whatsapp-float"
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M4 20l1.3-3.9A8 8 0 1 1 8 18.8L4 20Zm5-12c-.5 0-1 .6-1 1.5 0 2.5 3 5.5 5.5 5.5.9 0 1.5-.5 1.5-1l-1.6-.8-.9.8c-1-.4-2.1-1.5-2.5-2.5l.8-.9L9 8Z"
          fill="currentColor"
        />
      </svg>
      <span className="visually-hidden">{t('m1_info_whatsapp_float')}</span>
    </a>
  );
}
