import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** A menu path that names no restaurant: say so plainly and offer the way home. */
export function RestaurantNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('m1_not_found_title')} · ${t('m1_app_name')}`);
  return (
    <div className="page">
      <StatusMessage
        headingLevel={1}
        title={t('m1_not_found_title')}
        hint={t('m1_not_found_hint')}
        action={
          <Link className="button" to="/">
            {t('m1_back_home')}
          </Link>
        }
      />
    </div>
  );
}
