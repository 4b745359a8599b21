import { SALES_FIGURE_COLUMNS, type TSalesReport } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

type Figures = TSalesReport['totals'];

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
              {SALES_FIGURE_COLUMNS.map((c) => (
                <th key={c.key} scope="col">
                  {t(c.text)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {SALES_FIGURE_COLUMNS.map((c) => (
                  <td key={c.key}>{c.money ? money(row.figures[c.key]) : row.figures[c.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
