import { cuisineNames, type TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

/**
 * The info screen's header (spec/2 §2): name, price range, up to 3 cuisine types in the page's language
 * (spec/2 §3 catalogue) and the share button.
 */
export function InfoHeader({ info, onShare }: { info: TRestaurantInfo; onShare: () => void }) {
  const { t, i18n } = useTranslation();
  const cuisines = cuisineNames(info.tipoCocina, i18n.language);
  return (
    <header className="info-header">
      {info.logo ? (
        <img className="info-header__logo" src={info.logo} alt="" width={72} height={72} decoding="async" />
      ) : null}
      <div className="info-header__text">
        <h1 className="info-header__name">{info.nombre}</h1>
        <p className="info-header__meta">
          <span>
            <span aria-hidden="true">{'$'.repeat(info.priceRange)}</span>
            <span className="visually-hidden">{t('p1_price_range', { level: info.priceRange })}</span>
          </span>
          {cuisines.length > 0 ? (
            <span className="info-header__cuisines">
              <span className="visually-hidden">{t('m1_info_cuisines')}: </span>
              {cuisines.join(' · ')}
            </span>
          ) : null}
        </p>
      </div>
      <button type="button" className="info-header__share" onClick={onShare}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {t('m1_info_share')}
      </button>
    </header>
  );
}
