import type { TMenu, TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect } from 'react';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRestaurantTheme } from '../../../lib/use-restaurant-theme.ts';
import { useLiveStock } from '../hooks/use-live-stock.ts';
import { useVenueKey } from '../hooks/use-venue-key.ts';
import type { MenuHost } from '../model/menu-host.ts';
import { sameVenue } from '../store/menu-store.ts';
import { menuStore, useMenu } from '../store/menu-store-instance.ts';
import { MenuSkeleton } from './menu-skeleton.tsx';
import { MenuView } from './menu-view.tsx';
import { RestaurantNotFound } from './restaurant-not-found.tsx';
import './menu.css';

/**
 * /r|rd|rt/{pais}/{name}/{idsimple}/menu: a restaurant's menu (spec/1 §2 screen 1). The app passes
 * the cart's pieces in `host` once the menu is loaded.
 */
export function MenuPage({ host }: { host: (info: TRestaurantInfo, menu: TMenu) => MenuHost }) {
  const { t } = useTranslation();
  const venue = useVenueKey();
  const status = useMenu((s) => s.status);
  const info = useMenu((s) => s.info);
  const menu = useMenu((s) => s.menu);
  const error = useMenu((s) => s.error);
  // The store may still hold the previous venue for the one render before the effect below runs.
  const current = useMenu((s) => (venue === null ? s.venue === null : sameVenue(s.venue, venue)));
  useRestaurantTheme(current && info ? info.cfg.app : undefined, info?.webConfig.darkMode ?? false);
  useLiveStock(current && status === 'ready' ? info : null);
  useDocumentTitle(info ? `${info.nombre} · ${t('m1_app_name')}` : t('m1_app_name'));

  useEffect(() => {
    void menuStore.getState().load(venue);
  }, [venue]);

  if (current && status === 'not-found') return <RestaurantNotFound />;
  if (current && status === 'error') {
    return (
      <div className="page">
        <StatusMessage
          role="alert"
          headingLevel={1}
          title={t('m1_error_title')}
          hint={error ?? t('m1_error_generic')}
          action={
            <button type="button" className="button" onClick={() => void menuStore.getState().load(venue)}>
              {t('m1_retry')}
            </button>
          }
        />
      </div>
    );
  }
  if (status !== 'ready' || !current || !info || !menu) {
    return (
      <>
        <LoadingNote text={t('m1_menu_loading')} />
        <MenuSkeleton />
      </>
    );
  }
  return <MenuView info={info} menu={menu} host={host(info, menu)} />;
}
