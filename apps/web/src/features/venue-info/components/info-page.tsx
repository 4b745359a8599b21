import { type TRestaurantInfo, whatsappHref } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRestaurantTheme } from '../../../lib/use-restaurant-theme.ts';
import { venueBasePath } from '../../../lib/venue-path.ts';
import { useVenueInfo } from '../hooks/use-venue-info.ts';
import type { InfoOrdering } from '../model/info-ordering.ts';
import { AltInfoScreen } from './alt-info-screen.tsx';
import { ContactTab } from './contact-tab.tsx';
import { InfoActions } from './info-actions.tsx';
import { InfoHeader } from './info-header.tsx';
import { type InfoTab, InfoTabs } from './info-tabs.tsx';
import { PhotosTab } from './photos-tab.tsx';
import { ServicesTab } from './services-tab.tsx';
import { SharePanel } from './share-panel.tsx';
import { WhatsappFloat } from './whatsapp-float.tsx';
import '../../../components/panels.css';
import './venue-info.css';

/**
 * {venue}/info, the restaurant's information screen (spec/2 §2 'Restaurant information'; issue 18 item 1): the
 * tabbed screen, or the alternative 'Informacion' screen where the venue's webConfig says `infoalt` — either
 * drawn in the restaurant's own colours, as its menu is (the white label).
 */
export function InfoPage({ ordering }: { ordering: InfoOrdering }) {
  const { t } = useTranslation();
  const { info, error } = useVenueInfo();
  useRestaurantTheme(info?.cfg.app, info?.webConfig.darkMode ?? false);
  useDocumentTitle(info ? t('p1_info_title', { venue: info.nombre }) : undefined);
  const base = venueBasePath(useLocation().pathname);
  if (error) return <StatusMessage role="alert" headingLevel={1} title={error} />;
  if (!info) return <LoadingNote text={t('m1_info_loading')} />;
  if (info.webConfig.infoalt) return <AltInfoScreen info={info} ordering={ordering} base={base} />;
  return <TabsScreen info={info} ordering={ordering} base={base} />;
}

/** The tabbed screen: header, the action buttons, tabs 21 contact, 22 services, 24 photos and 30 share. */
function TabsScreen({
  info,
  ordering,
  base,
}: {
  info: TRestaurantInfo;
  ordering: InfoOrdering;
  base: string;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<InfoTab>(21);
  const url = `${window.location.origin}${base}/info`;
  const share = () => {
    // Native sharing where the browser has it (spec/2 §2), else the fallback panel, tab 30.
    if (typeof navigator.share !== 'function') return setTab(30);
    navigator.share({ title: info.nombre, url }).catch((e: unknown) => console.warn('share failed', e));
  };
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
      <WhatsappFloat
        href={whatsappHref(info.webConfig.wha, t('p1_info_whatsapp_greeting', { venue: info.nombre }))}
      />
    </div>
  );
}
