import { cartCount, localName, menuForType } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { LanguageSwitch } from '../common/language-switch.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { useWindowShape } from '../common/use-window-shape.ts';
import { CartBar } from '../kiosk-cart/cart-bar.tsx';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import type { KioskDataState } from '../kiosk-data/kiosk-data-store.ts';
import { mediaUrl } from '../kiosk-data/media-url.ts';
import { CategoryBar } from './category-bar.tsx';
import { ALL, menuCategories, menuProducts } from './menu-products.ts';
import { type PriceContext, ProductCard } from './product-card.tsx';
import './product-menu.css';

/**
 * /ProductMenu (spec/3 §2): category selector ('all' plus categories), product cards and the cart bar; the
 * products offered for the cart's order type (take away or eat here).
 */
export function ProductMenu() {
  const { t } = useTranslation();
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {(data) => <MenuScreen data={data} />}
    </KioskDataGate>
  );
}

function MenuScreen({ data }: { data: Extract<KioskDataState, { status: 'ready' }> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const shape = useWindowShape();
  const [category, setCategory] = useState(ALL);
  const { info, device } = data;
  const brand = kioskBrand(info);
  const cart = useKioskCart((s) => s.cart);
  // Only the products offered for the order type chosen on /OrderType (issue 13 item 3).
  const menu = useMemo(() => menuForType(data.menu, cart?.tipo ?? 0), [data.menu, cart?.tipo]);
  const categories = useMemo(() => menuCategories(menu), [menu]);
  const products = useMemo(
    () => menuProducts(menu, category, { lang: i18n.language, seosort: brand.seosort }),
    [menu, category, i18n.language, brand.seosort],
  );
  const prices: PriceContext = useMemo(
    () => ({
      currency: brand.currency,
      groups: new Map(menu.jextras.map((g) => [g.codJextras, g])),
      extras: new Map(menu.extras.map((e) => [e.pl, e])),
    }),
    [menu, brand.currency],
  );
  const current = categories.find((c) => c.id === category);
  const loadCart = useKioskCart((s) => s.load);
  useEffect(() => {
    void loadCart();
  }, [loadCart]);

  return (
    <main className={`menu menu--${shape}`} style={brandStyle(brand.colour)}>
      <header className="menu-header">
        <button type="button" className="menu-home" onClick={() => navigate('/KioskWelcome')}>
          {brand.logo ? <img src={mediaUrl(brand.logo, device)} alt="" width={64} height={64} /> : null}
          <span className="visually-hidden">{t('m2000_back_to_welcome')}: </span>
          <span className="menu-restaurant">{brand.name}</span>
        </button>
        <LanguageSwitch />
      </header>
      <CategoryBar categories={categories} selected={category} onSelect={setCategory} />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard and switch users (WCAG 2.1.1, axe scrollable-region-focusable); the cards are not controls yet. */}
      <section className="product-area" aria-labelledby="product-area-title" tabIndex={0}>
        <h2 id="product-area-title" className="product-area-title">
          {current ? localName(current, i18n.language) : t('m2000_all')}
        </h2>
        {products.length === 0 ? (
          <p role="status">{t('m2000_no_products')}</p>
        ) : (
          <ul className="product-grid">
            {products.map((p) => (
              <ProductCard
                key={p.ip}
                product={p}
                photo={mediaUrl(p.foto || p.fo[0] || '', device, menu.img)}
                prices={prices}
                onOpen={(ip) => navigate(`/KioskProduct/${encodeURIComponent(ip)}`)}
              />
            ))}
          </ul>
        )}
      </section>
      <CartBar units={cart ? cartCount(cart) : 0} menu={menu} />
    </main>
  );
}
