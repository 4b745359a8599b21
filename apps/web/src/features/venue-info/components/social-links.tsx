import type { ContactKind, ContactLink } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { CONTACT_LABEL, linkTarget } from './contact-tab.tsx';

const SOCIAL = new Set<ContactKind>(['instagram', 'facebook', 'twitter']);

/** The alternative screen's social links (spec/2 §2): the venue's Instagram, Facebook and Twitter accounts. */
export function SocialLinks({ links }: { links: readonly ContactLink[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const social = links.filter((l) => SOCIAL.has(l.kind));
  if (social.length === 0) return null;
  return (
    <section className="info-social" aria-labelledby={headingId}>
      <h2 id={headingId} className="info-services__heading">
        {t('m1_info_social')}
      </h2>
      <ul className="info-social__list">
        {social.map((link) => (
          <li key={link.kind}>
            <a href={link.href} data-contact={link.kind} {...linkTarget(link.kind)}>
              <span className="info-social__network">{t(CONTACT_LABEL[link.kind])}</span>
              <span>{link.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
