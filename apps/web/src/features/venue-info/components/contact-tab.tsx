import {
  type ContactKind,
  type ContactLink,
  contactLinks,
  needsSpainNotice,
  placeText,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

export const CONTACT_LABEL: Record<ContactKind, string> = {
  phone: 'm1_info_phone',
  whatsapp: 'm1_info_whatsapp',
  mail: 'm1_info_mail',
  web: 'm1_info_web',
  instagram: 'm1_info_instagram',
  facebook: 'm1_info_facebook',
  twitter: 'm1_info_twitter',
  map: 'm1_info_map',
};

/** Links that leave the site open in a new tab; phone and mail hand over to the device's own apps. */
const LEAVES_SITE = new Set<ContactKind>(['whatsapp', 'web', 'instagram', 'facebook', 'twitter', 'map']);
export const linkTarget = (kind: ContactKind) =>
  LEAVES_SITE.has(kind) ? { target: '_blank', rel: 'noopener noreferrer' } : {};

/**
 * Tab 21 (spec/2 §2): phone, WhatsApp with the greeting, mail, web, fiscal id, Instagram, Facebook, Twitter,
 * a map of the coordinates; for a restaurant in Spain the notice of its owner's data.
 */
export function ContactTab({ info }: { info: TRestaurantInfo }) {
  const { t } = useTranslation();
  const links = venueContactLinks(info, t('p1_info_whatsapp_greeting', { venue: info.nombre }));
  const fiscalId = info.webConfig.fiscalId.trim();
  if (links.length === 0 && !fiscalId) return <p>{t('m1_info_no_contact')}</p>;
  return (
    <>
      <ContactList links={links} fiscalId={fiscalId} />
      {needsSpainNotice(info.pais) ? (
        <p className="info-contact__notice">{t('p1_info_es_notice', { venue: info.nombre })}</p>
      ) : null}
    </>
  );
}

/** The venue's contact links (domain rules/venue-contact.ts), the map's text being its address. */
export function venueContactLinks(info: TRestaurantInfo, greeting: string): ContactLink[] {
  const address = placeText([info.direccion, info.comuna, info.ciudad]);
  return contactLinks(info.webConfig, { latitud: info.latitud, longitud: info.longitud, address }, greeting);
}

/**
 * Contact links as a list of label and link (the contact tab, the alternative screen's contact modal and its
 * more-info modal's contact), the fiscal id last when given.
 */
export function ContactList({
  links,
  fiscalId = '',
  labels = {},
}: {
  links: readonly ContactLink[];
  fiscalId?: string;
  /** Other names for some rows' labels (the contact modal calls the map's row 'Dirección'). */
  labels?: Partial<Record<ContactKind, string>>;
}) {
  const { t } = useTranslation();
  return (
    <dl className="info-contact">
      {links.map((link) => (
        <div key={link.kind} className="info-contact__row">
          <dt>{t(labels[link.kind] ?? CONTACT_LABEL[link.kind])}</dt>
          <dd>
            <a href={link.href} data-contact={link.kind} {...linkTarget(link.kind)}>
              {link.text || t(CONTACT_LABEL[link.kind])}
            </a>
          </dd>
        </div>
      ))}
      {fiscalId ? (
        <div className="info-contact__row">
          <dt>{t('m1_info_fiscal_id')}</dt>
          <dd>{fiscalId}</dd>
        </div>
      ) : null}
    </dl>
  );
}
