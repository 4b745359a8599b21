import type { TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { COVER_SHAPE } from '@comanda/ui';

/** The top of a menu: cover photo, logo, name and where the restaurant is. */
export function MenuCover({ info }: { info: TRestaurantInfo }) {
  const { t } = useTranslation();
  const place = [info.direccion, info.comuna, info.ciudad].filter(Boolean).join(', ');
  return (
    <header className="menu-cover">
      <div className="menu-cover__photo">
        {info.fotoPortada ? (
          // The page's largest picture, first in view: fetched before the scripts' images (LCP).
          <img
            src={info.fotoPortada}
            alt={t('p1_cover_alt', { name: info.nombre })}
            {...COVER_SHAPE}
            fetchPriority="high"
          />
        ) : null}
      </div>
      <div className="menu-cover__identity">
        {info.logo ? (
          <img
            className="menu-cover__logo"
            src={info.logo}
            alt={t('p1_logo_alt', { name: info.nombre })}
            width={88}
            height={88}
          />
        ) : null}
        <div className="menu-cover__text">
          <h1 className="menu-cover__name">{info.nombre}</h1>
          {place ? <p className="menu-cover__place">{place}</p> : null}
          {info.webConfig.des ? <p className="menu-cover__description">{info.webConfig.des}</p> : null}
        </div>
      </div>
    </header>
  );
}
