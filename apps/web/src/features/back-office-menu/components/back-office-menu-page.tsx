import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { ChangeHistory } from '../../../components/change-history.tsx';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBackOffice } from '../store/back-office-store.ts';
import { CategoryList } from './category-list.tsx';
import { GroupList } from './group-list.tsx';
import { ProductList } from './product-list.tsx';
import './back-office-menu.css';

const TABS = [
  { id: 'products', label: 'm9000_bm_tab_products' },
  { id: 'categories', label: 'm9000_bm_tab_categories' },
  { id: 'groups', label: 'm9000_bm_tab_groups' },
  { id: 'history', label: 'm9000_bm_tab_history' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * /staff/admin/menu (issue 13 item 3), inside the back office's frame (sign-in and venue): a venue's manager
 * or an admin (module 9000) edits products, categories, extras groups, prices, photos, stock and sold-out marks, and reads
 * who changed what. Every save reaches open menus and totems live.
 */
export function BackOfficeMenuPage() {
  const { t } = useTranslation();
  const venue = useAdminSession((s) => s.venue);
  const { data, notice, choose } = useBackOffice();
  const [tab, setTab] = useState<Tab>('products');
  useDocumentTitle(t('m9000_bm_title'));
  useEffect(() => {
    if (venue) void choose(venue);
  }, [venue, choose]);
  return (
    <section className="bm" aria-labelledby="bm-title">
      <h2 id="bm-title">{t('m9000_bm_title')}</h2>
      <p>{t('m9000_bm_intro')}</p>
      <p role="status" aria-live="polite" className={notice && !notice.ok ? 'bo-error' : 'bm-success'}>
        {notice?.text ?? ''}
      </p>
      <div role="tablist" className="bm-tabs" aria-label={t('m9000_bm_title')}>
        {TABS.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`bm-tab-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls="bm-panel"
            className="button"
            onClick={() => setTab(x.id)}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bm-panel" aria-labelledby={`bm-tab-${tab}`}>
        {!data ? (
          <p>{t('m9000_bm_loading')}</p>
        ) : tab === 'products' ? (
          <ProductList data={data} />
        ) : tab === 'categories' ? (
          <CategoryList data={data} />
        ) : tab === 'groups' ? (
          <GroupList data={data} />
        ) : (
          <ChangeHistory ir={data.ir} area="menu" version={data.version} cur={data.cur} />
        )}
      </div>
    </section>
  );
}
