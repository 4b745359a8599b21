import { type TCart, type TRestaurantInfo, whatsappHref } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { venueBasePath } from '../../../lib/venue-path.ts';
import { useVenueInfo } from '../hooks/use-venue-info.ts';
import { ContactTab } from './contact-tab.tsx';
import { InfoActions } from './info-actions.tsx';
import { InfoHeader } from './info-header.tsx';
import { type InfoTab, InfoTabs } from './info-tabs.tsx';
import { PhotosTab } from './photos-tab.tsx';
import { ServicesTab } from './services-tab.tsx';
import { SharePanel } from './share-panel.tsx';
import '../../../components/panels.css';
import './venue-info.css';

/** What the screen needs of the cart and the ordering, composed by the app (features do not import each other). */
export type InfoOrdering = {
  cart: Pick<TCart, 'tipo' | 'dl' | 'resto'>;
  /** Opens the venue's menu with this ordering type. */
  order: (venue: TRestaurantInfo, tipo: 1 | 2) => void;
};

/** {venue}/info, the restaurant's information screen (spec/2 §2 'Restaurant information'; issue 18 item 1). */
export function InfoPage({ ordering }: { ordering: InfoOrdering }) {
  const { t } = useTranslation();
  const { info, error } = useVenueInfo();
  useDocumentTitle(info ? t('p1_info_title', { venue: info.nombre }) : undefined);
  if (error) return <StatusMessage role="alert" headingLevel={1} title={error} />;
  if (!info) return <LoadingNote text={t('m1_info_loading')} />;
  return <InfoScreen info={info} ordering={ordering} />;
}

function InfoScreen({ info, ordering }: { info: TRestaurantInfo; ordering: InfoOrdering }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = venueBasePath(pathname);
  const [tab, setTab] = useState<InfoTab>(21);
  const url = `${window.location.origin}${base}/info`;
  const share = () => {
    // Native sharing where the browser has it (spec/2 §2), else the fallback panel, tab 30.
    if (typeof navigator.share !== 'function') return setTab(30);
    navigator.share({ title: info.nombre, url }).catch((e: unknown) => console.warn('share failed', e));
  };
  const whatsapp = whatsappHref(info.webConfig.wha, t('p1_info_whatsapp_greeting', { venue: info.nombre }));
  const panel =
    tab === 21 ? (
      <ContactTab info={info} />
    ) : tab === 22 ? (
      <ServicesTab serviciosResto={info.serviciosResto} />
    ) : tab === 24 ? (
      <PhotosTab fotos={info.fotos} venue={info.nombre} />
    ) : (
      <SharePanel title={info.nombre} url={url} />
    );
  return (
    <div className="info-page">
      <InfoHeader info={info} onShare={share} />
      <InfoActions
        info={info}
        cart={ordering.cart}
        base={base}
        onOrder={(tipo) => ordering.order(info, tipo)}
      />
      <InfoTabs selected={tab} onSelect={setTab} panel={panel} />
      {whatsapp ? (
        // The floating WhatsApp link (spec/2 §2), its greeting asking for more information.
        <a
          className="info-whatsapp"
          href={whatsapp}
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
      ) : null}
    </div>
  );
}
