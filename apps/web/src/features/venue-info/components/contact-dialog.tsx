import type { ContactKind, TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { ContactList, venueContactLinks } from './contact-tab.tsx';
import { InfoDialog } from './info-dialog.tsx';

/** The contact modal shows these, in this order (spec/2 §2: phone, mail, web, address). */
const SHOWN = new Set<ContactKind>(['phone', 'mail', 'web', 'map']);

/** The alternative screen's contact modal: the contact tab's list, its map row named 'Dirección'. */
export function ContactDialog({ info, onClose }: { info: TRestaurantInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const links = venueContactLinks(info, t('p1_info_whatsapp_greeting', { venue: info.nombre })).filter((l) =>
    SHOWN.has(l.kind),
  );
  return (
    <InfoDialog title={t('m1_info_tab_contact')} onClose={onClose} name="contact">
      {links.length > 0 ? (
        <ContactList links={links} labels={{ map: 'm1_info_address' }} />
      ) : (
        <p>{t('m1_info_no_contact')}</p>
      )}
    </InfoDialog>
  );
}
