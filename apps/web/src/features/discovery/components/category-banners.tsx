import { asLanguage } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { bannerPath, FOOD_BANNERS } from '../model/banners.ts';

/** The ten food categories of home (spec/2 §2): a swipeable strip on phones, a grid on desktop. */
export function CategoryBanners() {
  const { t, i18n } = useTranslation();
  const lang = asLanguage(i18n.language) ?? 'es';
  return (
    <section className="food-banners" aria-labelledby="food-banners-title">
      <h2 id="food-banners-title" className="food-banners__title">
        {t('m1_categories_title')}
      </h2>
      <ul className="food-banners__list">
        {FOOD_BANNERS.map((banner) => (
          <li key={banner.id}>
            <Link to={bannerPath(banner)} className="food-banner">
              {/* The title below names the link; the picture only illustrates it. */}
              <img
                className="food-banner__image"
                src={banner.image}
                alt=""
                width={160}
                height={100}
                decoding="async"
              />
              <span className="food-banner__title">{banner.title[lang]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
