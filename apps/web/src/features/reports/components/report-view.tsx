import { formatMoney, SALES_FIGURE_COLUMNS, type TSalesReport } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file.ts';
import { reports } from '../api/clients.ts';
import { FiguresTable } from './figures-table.tsx';
import { HourChart } from './hour-chart.tsx';
import { dayLabel } from './report-format.ts';

/** One report: the summary, the CSV, the tables by day, channel and payment method, orders per hour. */
export function ReportView({ report, onError }: { report: TSalesReport; onError: (e: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  const [downloading, setDownloading] = useState(false);
  const money = (minor: number) => formatMoney(minor, report.venue.cur);
  const from = dayLabel(report.from, language);
  const to = dayLabel(report.to, language);
  const { totals } = report;

  const download = async () => {
    setDownloading(true);
    try {
      const file = await reports.salesCsv(
        { irl: report.venue.irl, from: report.from, to: report.to },
        language,
      );
      saveFile(file.blob, file.fileName);
    } catch (e) {
      onError(e);
    } finally {
      setDownloading(false);
    }
  };

  const summary = SALES_FIGURE_COLUMNS.map((c) => ({
    ...c,
    value: c.money ? money(totals[c.key]) : String(totals[c.key]),
  }));
  const empty = totals.orders + totals.cancelled + totals.expired === 0;

  return (
    <article className="reports-result" aria-labelledby="reports-range">
      <div className="reports-result-head">
        <h2 id="reports-range">{t('p9000_reports_range', { venue: report.venue.nombre, from, to })}</h2>
        <button type="button" className="button" disabled={downloading} onClick={() => void download()}>
          {t('m9000_reports_download')}
        </button>
      </div>
      <section aria-labelledby="reports-totals">
        <h3 id="reports-totals">{t('m9000_reports_totals')}</h3>
        <dl className="reports-totals">
          {summary.map(({ key, text, value }) => (
            <div key={key} data-figure={key}>
              <dt>{t(text)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="reports-note">{t('m9000_reports_note')}</p>
      </section>
      {empty ? (
        <p role="status">{t('m9000_reports_empty')}</p>
      ) : (
        <>
          <FiguresTable
            id="reports-by-day"
            title={t('m9000_reports_by_day')}
            itemHeading={t('m9000_reports_col_day')}
            rows={report.byDay.map((d) => ({ key: d.day, label: dayLabel(d.day, language), figures: d }))}
            money={money}
          />
          <FiguresTable
            id="reports-by-channel"
            title={t('m9000_reports_by_channel')}
            itemHeading={t('m9000_reports_col_channel')}
            rows={report.byChannel.map((c) => ({
              key: c.channel,
              label: t(`m9000_reports_channel_${c.channel}`),
              figures: c,
            }))}
            money={money}
          />
          <FiguresTable
            id="reports-by-payment"
            title={t('m9000_reports_by_payment')}
            itemHeading={t('m9000_reports_col_payment')}
            rows={report.byPayment.map((p) => ({
              key: String(p.code),
              label: p.name || String(p.code),
              figures: p,
            }))}
            money={money}
          />
          <HourChart hours={report.byHour} from={from} to={to} />
        </>
      )}
    </article>
  );
}
