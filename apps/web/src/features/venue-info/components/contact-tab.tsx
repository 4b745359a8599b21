import {
  type ContactKind,
  contactLinks,
  needsSpainNotice,
  placeText,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

const LABEL: Record<ContactKind, string> = {
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

/**
 * Tab 21 (spec/2 §2): phone, WhatsApp with the greeting, mail, web, fiscal id, Instagram, Facebook, Twitter,
 * a map of the coordinates; for a restaurant in Spain the notice of its owner's data.
 */
export function ContactTab({ info }: { info: TRestaurantInfo }) {
  const { t } = useTranslation();
  const address = placeText([info.direccion, info.comuna, info.ciudad]);
  const links = contactLinks(
    info.webConfig,
    { latitud: info.latitud, longitud: info.longitud, address },
    t('p1_info_whatsapp_greeting', { venue: info.nombre }),
  );
  const fiscalId = info.webConfig.fiscalId.trim();
  if (links.length === 0 && !fiscalId) return <p>{t('m1_info_no_contact')}</p>;
  return (
    <>
      <dl className="info-contact">
        {links.map((link) => (
          <div key={link.kind} className="info-contact__row">
            <dt>{t(LABEL[link.kind])}</dt>
            <dd>
              <a
                href={link.href}
                data-contact={link.kind}
                {...(LEAVES_SITE.has(link.kind) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.text || t(LABEL[link.kind])}
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
      {needsSpainNotice(info.pais) ? (
        <p className="info-contact__notice">{t('p1_info_es_notice', { venue: info.nombre })}</p>
      ) : null}
    </>
  );
}
