import { useTranslation } from '@comanda/i18n/react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { goToSection } from '../model/go-to-section.ts';
import type { MenuSection } from '../model/menu-sections.ts';

function follow(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  // Handled here rather than by the browser so focus follows and the history entry is left alone.
  if (goToSection(anchor)) event.preventDefault();
}

/**
 * The category bar: a row of chips on phones, a sticky side list on desktop (CSS decides). Marks the
 * category in view with aria-current and keeps its chip visible in the scrolling row.
 */
export function CategoryBar({
  sections,
  active,
}: {
  sections: readonly Pick<MenuSection, 'anchor' | 'title'>[];
  active: string | null;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const chip = active ? list?.querySelector<HTMLElement>(`[href="#${active}"]`) : null;
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: chip.offsetLeft - list.offsetLeft - 16, behavior: 'smooth' });
  }, [active]);

  return (
    <nav className="category-bar" aria-label={t('m1_menu_categories')}>
      <ul className="category-bar__list" ref={listRef}>
        {sections.map((section) => (
          <li key={section.anchor}>
            <a
              className="category-bar__link"
              href={`#${section.anchor}`}
              aria-current={section.anchor === active ? 'true' : undefined}
              onClick={(event) => follow(event, section.anchor)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
