import {
  featuredProductsFor,
  localClock,
  localName,
  localText,
  showFeatured,
  type TMenu,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type MenuIndex, priceDisplay } from '../model/product-view.ts';
import { ProductCarousel } from './product-carousel.tsx';

/**
 * The featured carousel (today's list by the restaurant's own weekday, spec/1 §9) and the promotions
 * carousel, above the categories. Both hide while the diner searches.
 */
export function MenuCarousels({
  info,
  menu,
  index,
  onOpen,
}: {
  info: TRestaurantInfo;
  menu: TMenu;
  index: MenuIndex;
  onOpen: (ip: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const web = info.webConfig;
  const cur = info.cfg.app.cur;
  const { weekday } = localClock(new Date(), menu.tz || info.tz);
  const featured = showFeatured(web, { weekday, searchOpen: false, products: index.products })
    ? featuredProductsFor(web, weekday, index.products)
    : [];
  const promos = menu.promos.filter((p) => index.products.has(p.ip));
  return (
    <>
      <ProductCarousel
        title={
          localText(web.featuredCategoryName, web.featuredCategoryNameTrad, i18n.language) ||
          t('m1_featured_default')
        }
        cur={cur}
        items={featured.map((p) => ({
          id: p.ip,
          name: localName(p, i18n.language),
          photo: p.foto || p.fo[0] || '',
          price: priceDisplay(p, index),
          onOpen: () => onOpen(p.ip),
        }))}
      />
      <ProductCarousel
        title={t('m1_promotions_title')}
        cur={cur}
        banners
        items={promos.map((promo) => ({
          id: promo.id,
          name: localName({ ...promo, np: promo.title }, i18n.language),
          photo: promo.foto,
          onOpen: () => onOpen(promo.ip),
        }))}
      />
    </>
  );
}
