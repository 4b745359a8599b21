import {
  fixedKioskOrderType,
  KIOSK_WELCOME_PLACEHOLDER_MS,
  localText,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { COVER_SHAPE } from '@comanda/ui';
import { useNavigate } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { LanguageSwitch } from '../common/language-switch.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { useElapsed } from '../common/use-elapsed.ts';
import { useWindowShape } from '../common/use-window-shape.ts';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { afterWelcome } from '../kiosk-cart/flow.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import { mediaUrl } from '../kiosk-data/media-url.ts';
import { WelcomePlaceholder } from './welcome-placeholder.tsx';
import './kiosk-welcome.css';

/** /KioskWelcome (spec/3 §2): restaurant name and logo, language switch, one big 'touch to start'. */
export function KioskWelcome() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const shape = useWindowShape();
  const placeholderDone = useElapsed(KIOSK_WELCOME_PLACEHOLDER_MS);
  const startCart = useKioskCart((s) => s.start);
  // Each diner starts a fresh cart; a configuration with one order type fixes it here (spec/3 §4).
  const start = async (info: TRestaurantInfo) => {
    await startCart(fixedKioskOrderType(info.cfg.kiosk?.orderType ?? 3) ?? undefined);
    navigate(afterWelcome(info));
  };

  return (
    <KioskDataGate placeholder={<WelcomePlaceholder shape={shape} />} holdPlaceholder={!placeholderDone}>
      {({ info, device }) => {
        const brand = kioskBrand(info);
        const image = mediaUrl(brand.welcomeImage, device);
        return (
          <main className={`welcome welcome--${shape}`} style={brandStyle(brand.colour)}>
            <div className="welcome-media">
              {image ? (
                <img className="welcome-image" src={image} alt="" {...COVER_SHAPE} fetchPriority="high" />
              ) : null}
            </div>
            <div className="welcome-panel">
              <header className="welcome-top">
                <LanguageSwitch />
              </header>
              <section className="welcome-hero">
                {brand.logo ? (
                  <img
                    className="welcome-logo"
                    src={mediaUrl(brand.logo, device)}
                    alt={t('p2000_logo_alt', { name: brand.name })}
                    width={220}
                    height={220}
                  />
                ) : null}
                <h1 className="welcome-name">{brand.name}</h1>
                <p className="welcome-text">
                  {localText(brand.welcomeText, brand.welcomeTextTrad, i18n.language) || t('m2000_welcome')}
                </p>
              </section>
              <button type="button" className="welcome-start" onClick={() => void start(info)}>
                {t('m2000_touch_to_start')}
              </button>
            </div>
          </main>
        );
      }}
    </KioskDataGate>
  );
}
