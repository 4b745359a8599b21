import { useTranslation } from '@comanda/i18n/react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** The info screen's tabs by their spec numbers (spec/2 §2): 21 contact, 22 services, 24 photos, 30 share. */
export type InfoTab = 21 | 22 | 24 | 30;

const LABELS: Record<InfoTab, string> = {
  21: 'm1_info_tab_contact',
  22: 'm1_info_tab_services',
  24: 'm1_info_tab_photos',
  30: 'm1_info_share',
};

/**
 * A WAI-ARIA tab list: one tab in the page's tab order (the selected one), arrows, Home and End move between
 * them. The share tab (30) is listed only while it is the one shown, as the fallback of a browser without
 * native sharing.
 */
export function InfoTabs({
  selected,
  onSelect,
  panel,
}: {
  selected: InfoTab;
  onSelect: (tab: InfoTab) => void;
  panel: ReactNode;
}) {
  const { t } = useTranslation();
  const tabs: InfoTab[] = selected === 30 ? [21, 22, 24, 30] : [21, 22, 24];
  const refs = useRef(new Map<InfoTab, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div className="info-tabs">
      <div className="info-tabs__list" role="tablist" aria-label={t('m1_info_tabs')}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(el) => {
              if (el) refs.current.set(tab, el);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`info-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`info-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className="info-tabs__tab"
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(LABELS[tab])}
          </button>
        ))}
      </div>
      <div
        className="info-tabs__panel"
        role="tabpanel"
        id={`info-panel-${selected}`}
        aria-labelledby={`info-tab-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus when it holds nothing focusable (WAI-ARIA tabs pattern).
        tabIndex={0}
      >
        {panel}
      </div>
    </div>
  );
}
