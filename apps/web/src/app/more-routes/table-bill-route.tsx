import { checkInPath } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { TableBill } from '../../features/table-bill/index.ts';
import { useSessionToken } from '../../lib/use-session-token.ts';

/**
 * {venue}/checkin/{table}/cuenta/{bill id} (issue 14): the table's bill for a diner seated there with no order
 * of their own — typically the one who pays for everyone; the table's page links it, and a payment returns to
 * it. Signed out, the sign-in first; someone not at the table reads why (the server's refusal).
 */
export function TableBillRoute({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const { table = '', ic = '' } = useParams();
  const { pathname } = useLocation();
  const token = useSessionToken();
  const tablePath = checkInPath(pathname.split('/checkin/')[0] ?? '', table);
  return (
    <section className="page">
      {token ? <TableBill ic={ic} /> : loginSlot}
      <p>
        <Link to={tablePath} className="button">
          {t('m1_bill_back_to_table')}
        </Link>
      </p>
    </section>
  );
}
