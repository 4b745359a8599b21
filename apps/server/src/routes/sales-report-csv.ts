import { type Language, moneyInUnits, SALES_FIGURE_COLUMNS, type TSalesReport } from '@comanda/domain';
import { readModuleFile, TRANSLATION_FILES } from '@comanda/i18n/files';
import { fillPlaceholders } from '@comanda/i18n/server-text';
import { toCsv } from '../http/csv.ts';

/**
 * The closing report as one CSV table (issue 13 item 4): a row for the whole range, then one per day,
 * channel, payment method and hour, each with the report's figures in SALES_FIGURE_COLUMNS' order (orders;
 * revenue, tips and discounts of paid orders; outstanding, cancelled and timed-out orders and their totals). Money is written in the currency's units ('12.50', '12500'), its code in the heading.
 * Headings come from the report page's own texts (packages/i18n locales/{es,en}/reports.ts).
 */
export async function salesReportCsv(
  report: TSalesReport,
  simpleId: number,
  language: Language,
): Promise<{ body: string; fileName: string }> {
  const texts = (await readModuleFile(TRANSLATION_FILES, '9000', language, 'reports')) ?? {};
  const say = (key: string, params?: Record<string, string>) =>
    fillPlaceholders(texts[key] ?? key, params, (ref) => ref.key);
  const { cur } = report.venue;
  const money = (minor: number) => moneyInUnits(minor, cur.decimals);
  const inCurrency = (key: string) => say('p9000_reports_in_currency', { name: say(key), cur: cur.code });
  const figures = (f: TSalesReport['totals']) =>
    SALES_FIGURE_COLUMNS.map((c) => (c.money ? money(f[c.key]) : f[c.key]));
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const body = toCsv([
    [
      say('m9000_reports_col_section'),
      say('m9000_reports_col_item'),
      ...SALES_FIGURE_COLUMNS.map((c) => (c.money ? inCurrency(c.text) : say(c.text))),
    ],
    [say('m9000_reports_total'), `${report.from} – ${report.to}`, ...figures(report.totals)],
    ...report.byDay.map((d) => [say('m9000_reports_col_day'), d.day, ...figures(d)]),
    ...report.byChannel.map((c) => [
      say('m9000_reports_col_channel'),
      say(`m9000_reports_channel_${c.channel}`),
      ...figures(c),
    ]),
    ...report.byPayment.map((p) => [
      say('m9000_reports_col_payment'),
      p.name ? `${p.name} (${p.code})` : p.code,
      ...figures(p),
    ]),
    ...report.byHour.map((h) => [say('m9000_reports_col_hour'), hour(h.hour), h.orders]),
  ]);
  // ASCII only, so Content-Disposition needs no encoded form.
  const fileName = `${say('m9000_reports_csv_file')}-${simpleId}-${report.from}-${report.to}.csv`;
  return { body, fileName };
}
