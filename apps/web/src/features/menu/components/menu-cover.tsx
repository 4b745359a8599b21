import { localText, placeText, type TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { COVER_SHAPE } from '@comanda/ui';
import { Link, useLocation } from 'react-router';
import { venueBasePath } from '../../../lib/venue-path.ts';

/**
 * The top of a menu: cover photo, logo, name, where the restaurant is and its description, in the diner's
 * language where the restaurant wrote one (issue 11 item 3), and links to its information and bookings.
 */
export function MenuCover({ info }: { info: TRestaurantInfo }) {
  const { t, i18n } = useTranslation();
  const place = placeText([info.direccion, info.comuna, info.ciudad]);
  const description = localText(info.webConfig.des, info.webConfig.desTrad, i18n.language);
  // The venue's own path, so the links are right from the menu and from a table's menu alike.
  const base = venueBasePath(useLocation().pathname);
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
          {description ? <p className="menu-cover__description">{description}</p> : null}
          <p className="menu-cover__links">
            {/* The information screen: contact, services, photos (issue 18 item 1). */}
            <Link className="menu-cover__info" to={`${base}/info`}>
              {t('m1_menu_info')}
            </Link>
            {info._tieneReserva ? (
              // Bookings are offered (rsvp and a bookable shift; issue 17 item 7): {venue}/booking.
              <Link className="button menu-cover__book" to={`${base}/booking`}>
                {t('m1_menu_book')}
              </Link>
            ) : null}
          </p>
        </div>
      </div>
    </header>
  );
}
