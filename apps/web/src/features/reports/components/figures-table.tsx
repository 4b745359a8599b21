import type { TSalesReport } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

type Figures = TSalesReport['totals'];
const COLUMNS = ['orders', 'revenue', 'tips', 'discounts', 'cancelled', 'cancelledAmount'] as const;
const HEADINGS: Record<(typeof COLUMNS)[number], string> = {
  orders: 'm9000_reports_col_orders',
  revenue: 'm9000_reports_col_revenue',
  tips: 'm9000_reports_col_tips',
  discounts: 'm9000_reports_col_discounts',
  cancelled: 'm9000_reports_col_cancelled',
  cancelledAmount: 'm9000_reports_col_cancelled_amount',
};
const COUNTS = new Set(['orders', 'cancelled']);

/**
 * One breakdown of the report as a table. On a phone it scrolls sideways inside its own region, which a
 * keyboard can reach and a screen reader names.
 */
export function FiguresTable(props: {
  id: string;
  title: string;
  itemHeading: string;
  rows: { key: string; label: string; figures: Figures }[];
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const { id, title, itemHeading, rows, money } = props;
  return (
    <div>
      <h3 id={id}>{title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="reports-table" aria-labelledby={id} tabIndex={0}>
        <table data-table={id}>
          <thead>
            <tr>
              <th scope="col">{itemHeading}</th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(HEADINGS[c])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {COLUMNS.map((c) => (
                  <td key={c}>{COUNTS.has(c) ? row.figures[c] : money(row.figures[c])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
