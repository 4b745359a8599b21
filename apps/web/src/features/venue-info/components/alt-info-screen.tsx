import { type InfoOption, type TRestaurantInfo, whatsappHref } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { COVER_SHAPE } from '@comanda/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { InfoOrdering } from '../model/info-ordering.ts';
import { ContactDialog } from './contact-dialog.tsx';
import { venueContactLinks } from './contact-tab.tsx';
import { InfoDialog } from './info-dialog.tsx';
import { InfoHeader } from './info-header.tsx';
import { InfoOptions } from './info-options.tsx';
import { MoreInfoDialog } from './more-info-dialog.tsx';
import { PhotosTab } from './photos-tab.tsx';
import { ServicesTab } from './services-tab.tsx';
import { SharePanel } from './share-panel.tsx';
import { SocialLinks } from './social-links.tsx';
import { WhatsappFloat } from './whatsapp-float.tsx';
import './info-alt.css';

type Dialog = 'more' | 'contact' | 'share' | 'login';

/**
 * The alternative 'Informacion' screen (spec/2 §2), for a venue whose webConfig says `infoalt`: the cover,
 * the options block, social links, services, photos and the floating WhatsApp link; the more-info, contact
 * and share modals, and the login modal a signed-out diner gets before a reservation — once signed in, the
 * booking wizard.
 */
export function AltInfoScreen({
  info,
  ordering,
  base,
}: {
  info: TRestaurantInfo;
  ordering: InfoOrdering;
  /** The venue's path, '/r/{pais}/{name}/{idsimple}'. */
  base: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const photosId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const greeting = t('p1_info_whatsapp_greeting', { venue: info.nombre });
  const url = `${window.location.origin}${base}/info`;
  const share = () => {
    // Native sharing where the browser has it (spec/2 §2), else the fallback panel in a modal.
    if (typeof navigator.share !== 'function') return setDialog('share');
    navigator.share({ title: info.nombre, url }).catch((e: unknown) => console.warn('share failed', e));
  };
  const choose = (option: InfoOption) => {
    if (option.kind === 'info') return setDialog('more');
    if (option.kind === 'reserve') {
      // Booking needs a signed-in diner (spec/2 §6): signed out, the login modal first.
      return ordering.signedIn ? navigate(`${base}/booking`) : setDialog('login');
    }
    if (option.tipo) ordering.order(info, option.tipo);
  };
  return (
    <div className="info-page info-alt">
      <div className="info-alt__cover">
        {info.fotoPortada ? (
          <img
            src={info.fotoPortada}
            alt={t('p1_cover_alt', { name: info.nombre })}
            {...COVER_SHAPE}
            fetchPriority="high"
          />
        ) : null}
      </div>
      <InfoHeader info={info} onShare={share} />
      <p className="info-alt__links">
        <button type="button" className="button button--ghost" onClick={() => setDialog('more')}>
          {t('m1_info_more')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setDialog('contact')}>
          {t('m1_info_tab_contact')}
        </button>
      </p>
      <InfoOptions info={info} base={base} onChoose={choose} />
      <SocialLinks links={venueContactLinks(info, greeting)} />
      <ServicesTab serviciosResto={info.serviciosResto} />
      <section aria-labelledby={photosId}>
        <h2 id={photosId} className="info-services__heading">
          {t('m1_info_tab_photos')}
        </h2>
        <PhotosTab fotos={info.fotos} venue={info.nombre} />
      </section>
      <WhatsappFloat href={whatsappHref(info.webConfig.wha, greeting)} />
      {dialog === 'more' ? <MoreInfoDialog info={info} onClose={close} /> : null}
      {dialog === 'contact' ? <ContactDialog info={info} onClose={close} /> : null}
      {dialog === 'share' ? (
        <InfoDialog title={t('m1_info_share')} onClose={close} name="share">
          <SharePanel title={info.nombre} url={url} />
        </InfoDialog>
      ) : null}
      {dialog === 'login' ? (
        <InfoDialog title={t('m1_info_reserve_login')} onClose={close} name="login">
          {ordering.login(() => {
            setDialog(null);
            navigate(`${base}/booking`);
          }, `${base}/booking`)}
        </InfoDialog>
      ) : null}
    </div>
  );
}
