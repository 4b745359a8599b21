import { formatMoney, localName, menuForType, upsellProducts } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { PRODUCT_PHOTO_SHAPE } from '@comanda/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import { mediaUrl } from '../kiosk-data/media-url.ts';
import './upselling.css';

/** /upselling (spec/3 §2): 'one last craving?' — drinks when the cart has none (domain upsellProducts). */
export function Upselling() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const cart = useKioskCart((s) => s.cart);
  const loadCart = useKioskCart((s) => s.load);
  useEffect(() => {
    void loadCart();
  }, [loadCart]);
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {({ info, menu, device }) => {
        const brand = kioskBrand(info);
        const offered = menuForType(menu, cart?.tipo ?? 0);
        const offers = upsellProducts(offered.jprods, offered.prods, cart?.dl.map((l) => l.item) ?? []);
        return (
          <main className="screen" style={brandStyle(brand.colour)}>
            <header className="screen-header">
              <h1>{t('m2000_upsell_title')}</h1>
            </header>
            <ul className="screen-body upsell-list">
              {offers.map((p) => {
                const name = localName(p, i18n.language);
                const photo = mediaUrl(p.foto || p.fo[0] || '', device, menu.img);
                return (
                  <li key={p.ip}>
                    <button
                      type="button"
                      className="upsell-card"
                      onClick={() => navigate(`/KioskProduct/${encodeURIComponent(p.ip)}`)}
                    >
                      {photo ? (
                        <img src={photo} alt="" {...PRODUCT_PHOTO_SHAPE} loading="lazy" decoding="async" />
                      ) : null}
                      <span className="upsell-name">{name}</span>
                      <span className="upsell-price">{formatMoney(p.pm, brand.currency)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <footer className="screen-footer">
              <button type="button" className="big-button" onClick={() => navigate('/KioskCart')}>
                {t('m2000_continue')}
              </button>
            </footer>
          </main>
        );
      }}
    </KioskDataGate>
  );
}
