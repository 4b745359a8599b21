import type { TPortalRestaurant, TPortalRestaurants } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import type { TDeviceInfo } from '@comanda/kiosk-device/bridge/channels.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridgeErrorText } from '../app/refusal-text.ts';
import { bridge } from '../bridge.ts';
import { LanguageSwitch } from '../common/language-switch.tsx';
import { StatusScreen } from '../common/status-screen.tsx';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { useKioskData } from '../kiosk-data/kiosk-data-store.ts';
import { mediaUrl } from '../kiosk-data/media-url.ts';
import './select-restaurant.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; portal: TPortalRestaurants };

/** /SelectRestaurant (spec/3 §2 'Portal routes'): a portal kiosk's restaurants; one touch opens one. */
export function SelectRestaurant() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const resetData = useKioskData((s) => s.reset);
  const cancelCart = useKioskCart((s) => s.cancel);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [device, setDevice] = useState<TDeviceInfo | null>(null);

  useEffect(() => {
    void bridge.device.info().then(setDevice);
    void bridge.portal
      .restaurants()
      .then((portal) => setState({ status: 'ready', portal }))
      .catch((e: unknown) => setState({ status: 'error', message: bridgeErrorText(e) }));
  }, []);

  const choose = async (r: TPortalRestaurant) => {
    await bridge.portal.choose({ ir: r.ir });
    await cancelCart();
    resetData();
    navigate('/KioskWelcome');
  };

  if (state.status === 'loading') return <StatusScreen>{t('m2000_loading')}</StatusScreen>;
  if (state.status === 'error') return <StatusScreen>{state.message}</StatusScreen>;
  const { portal } = state;
  const open = portal.restaurants.filter((r) => r.kiosk && r.active);
  return (
    <main className="screen select-restaurant">
      <header className="screen-header">
        <h1>{portal.nombreTrad[i18n.language] ?? portal.nombre}</h1>
        <LanguageSwitch />
      </header>
      <div className="screen-body">
        <h2 className="select-restaurant-title">{t('m2000_select_restaurant')}</h2>
        {open.length === 0 ? (
          <div role="status" className="select-restaurant-empty">
            <p>{t('m2000_portal_empty_title')}</p>
            <p>{t('m2000_portal_empty_hint')}</p>
          </div>
        ) : (
          <ul className="restaurant-choices">
            {open.map((r) => (
              <li key={r.ir}>
                <button type="button" className="restaurant-choice" onClick={() => void choose(r)}>
                  {r.logo && device ? (
                    <img src={mediaUrl(r.logo, device)} alt="" width={140} height={140} />
                  ) : null}
                  <span>{r.nombre}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
