import type { TMenu, TRestaurantInfo } from '@comanda/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveSection } from '../hooks/use-active-section.ts';
import { buildSections } from '../model/menu-sections.ts';
import { indexMenu } from '../model/product-view.ts';
import { CategoryBar } from './category-bar.tsx';
import { CategorySection } from './category-section.tsx';
import { MenuCover } from './menu-cover.tsx';

/** A loaded menu: cover, closed notice, category bar and the categories with their products. */
export function MenuView({ info, menu }: { info: TRestaurantInfo; menu: TMenu }) {
  const { t, i18n } = useTranslation();
  const seosort = info.cfg.app.seosort;
  const sections = useMemo(
    () => buildSections(menu, { lang: i18n.language, seosort }),
    [menu, i18n.language, seosort],
  );
  const index = useMemo(() => indexMenu(menu), [menu]);
  const anchors = useMemo(() => sections.map((s) => s.anchor), [sections]);
  const active = useActiveSection(anchors);
  const cur = info.cfg.app.cur;

  return (
    <div className="menu">
      <MenuCover info={info} />
      {menu.ta === -1 ? (
        <p className="menu__closed" role="status">
          {t('m1_menu_closed')}
        </p>
      ) : null}
      {sections.length === 0 ? (
        <p className="menu__empty">{t('m1_menu_empty')}</p>
      ) : (
        <div className="menu__body">
          <CategoryBar sections={sections} active={active} />
          <div className="menu__sections">
            {sections.map((section) => (
              <CategorySection key={section.id} section={section} index={index} cur={cur} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
