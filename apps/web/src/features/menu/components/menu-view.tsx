import { categoryTree, menuForType, type TMenu, type TRestaurantInfo } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { ProductCard } from '@comanda/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useActiveSection } from '../hooks/use-active-section.ts';
import { useClosedNotice } from '../hooks/use-closed-notice.ts';
import { useMenuSearch } from '../hooks/use-menu-search.ts';
import { goToSection } from '../model/go-to-section.ts';
import { type KindFilter, sectionsOfKind } from '../model/menu-filters.ts';
import type { MenuHost } from '../model/menu-host.ts';
import { buildSections } from '../model/menu-sections.ts';
import { indexMenu, productView } from '../model/product-view.ts';
import { CategoryBar } from './category-bar.tsx';
import { CategorySection } from './category-section.tsx';
import { DispatchSwitch } from './dispatch-switch.tsx';
import { KindSwitch } from './kind-switch.tsx';
import { MenuCover } from './menu-cover.tsx';
import { MenuCarousels } from './menu-extras.tsx';
import { MenuSearch } from './menu-search.tsx';

// The categories' dialog opens on a tap ('Ver categorías'): its code is not part of the menu's first load
// (issue 11, the menu page's first-load JavaScript).
const CategoriesDialog = lazy(() =>
  import('./categories-dialog.tsx').then((m) => ({ default: m.CategoriesDialog })),
);

/**
 * A loaded menu (spec/1 §2 screen 1): cover, action bar with the dispatch switch, search, eat/drink
 * switch and the categories button, where and when the diner orders for (the host's), carousels, the category bar and sections
 * (or search results), with the cart beside it on desktop and its footer on phones. Only the products
 * offered for the cart's dispatch type are shown.
 */
export function MenuView({
  info,
  menu: whole,
  host,
}: {
  info: TRestaurantInfo;
  menu: TMenu;
  host: MenuHost;
}) {
  const { t, i18n } = useTranslation();
  // Products not offered for the cart's dispatch type are not shown (issue 13 item 3, rules/dispatch-availability.ts).
  const menu = useMemo(() => menuForType(whole, host.tipo), [whole, host.tipo]);
  const app = info.cfg.app;
  const web = info.webConfig;
  const cur = app.cur;
  const [kind, setKind] = useState<KindFilter>('all');
  const [query, setQuery] = useState('');
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  useClosedNotice(menu.ta === -1, 'm1_menu_closed');
  const all = useMemo(
    () => buildSections(menu, { lang: i18n.language, seosort: app.seosort }),
    [menu, i18n.language, app.seosort],
  );
  const sections = useMemo(() => sectionsOfKind(all, kind), [all, kind]);
  const index = useMemo(() => indexMenu(menu), [menu]);
  const tree = useMemo(() => categoryTree(menu.jprods, { products: index.products }), [menu.jprods, index]);
  const anchors = useMemo(() => sections.map((s) => s.anchor), [sections]);
  const active = useActiveSection(anchors);
  const results = useMenuSearch(query, menu.prods, index.tags);
  const labels = {
    soldOut: t('m1_sold_out'),
    percentOff: (percent: string) => t('p1_percent_off', { percent }),
  };

  return (
    <div className={host.footer ? 'menu menu--with-footer' : 'menu'}>
      <MenuCover info={info} />
      <div className="menu-actions">
        <DispatchSwitch
          app={app}
          tipo={host.tipo}
          atTable={host.atTable}
          count={host.cartCount}
          onChange={host.onTipoChange}
        />
        {web.hidesearch ? null : <MenuSearch value={query} onChange={setQuery} />}
        <div className="menu-actions__tools">
          {web.drinkandeat ? <KindSwitch value={kind} onChange={setKind} /> : null}
          <button type="button" className="menu-actions__categories" onClick={() => setCategoriesOpen(true)}>
            <span aria-hidden="true">☰ </span>
            {t('m1_categories_open')}
          </button>
        </div>
      </div>
      {host.orderFor}
      {results !== null ? (
        <section className="menu-results" aria-labelledby="menu-results-title">
          <h2 id="menu-results-title" className="menu-section__title">
            {t('p1_menu_search_results', { q: query.trim() })}
          </h2>
          {results.length === 0 ? (
            <p className="menu__empty">{t('m1_menu_search_none')}</p>
          ) : (
            <ul className="product-grid">
              {results.map((product) => {
                const view = productView(product, index, i18n.language, labels);
                return (
                  <li key={view.id}>
                    <ProductCard
                      {...view}
                      photo={web.nopict ? '' : view.photo}
                      cur={cur}
                      fromLabel={(price) => t('p1_from_price', { price })}
                      onOpen={() => host.onOpenProduct(view.id)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : (
        <>
          {web.nopict ? null : (
            <MenuCarousels info={info} menu={menu} index={index} onOpen={host.onOpenProduct} />
          )}
          {sections.length === 0 ? (
            <p className="menu__empty">{t('m1_menu_empty')}</p>
          ) : (
            <div className="menu__body">
              <CategoryBar sections={sections} active={active} />
              <div className="menu__sections">
                {sections.map((section) => (
                  <CategorySection
                    key={section.id}
                    section={section}
                    index={index}
                    cur={cur}
                    nopict={web.nopict}
                    onOpen={host.onOpenProduct}
                  />
                ))}
              </div>
              <aside className="menu__cart">{host.aside}</aside>
            </div>
          )}
        </>
      )}
      {host.footer}
      {categoriesOpen ? (
        <Suspense fallback={null}>
          <CategoriesDialog
            tree={tree}
            onClose={() => setCategoriesOpen(false)}
            onPick={(anchor) => {
              setCategoriesOpen(false);
              setKind('all');
              setQuery('');
              // The sections render again once the dialog is gone; move on the next frame.
              requestAnimationFrame(() => goToSection(anchor));
            }}
          />
        </Suspense>
      ) : null}
      {host.overlays}
    </div>
  );
}
