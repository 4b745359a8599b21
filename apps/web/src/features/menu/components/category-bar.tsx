import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSection } from '../model/menu-sections.ts';

/** Moves to a category: scrolls its section into view and puts keyboard focus on its heading. */
function goToSection(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const section = document.getElementById(anchor);
  if (!section) return;
  // Handled here rather than by the browser so focus follows (keyboard and screen-reader users land
  // on the category, not back at the top) and the router's history entry is left alone.
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('[data-section-heading]')?.focus({ preventScroll: true });
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
              onClick={(event) => goToSection(event, section.anchor)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
