import type { TReportVenues, TSalesReport, TSalesReportQuery } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useAdminSession } from '../../../lib/admin-session.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { reports } from '../api/clients.ts';
import { todayHere } from './report-format.ts';
import { ReportView } from './report-view.tsx';

type Venues = TReportVenues['venues'];

/** The words of a failed call; an expired or revoked session (401) goes back to the sign-in. */
function failure(e: unknown): string {
  if (typeof e === 'object' && e !== null && (e as { status?: number }).status === 401)
    useAdminSession.getState().reset();
  return errorMessage(e);
}

/** Choose the venue (from the rows the person's roles allow) and the days; the report below. */
export function ReportBrowser() {
  const { t } = useTranslation();
  const [venues, setVenues] = useState<Venues | null>(null);
  const [query, setQuery] = useState<TSalesReportQuery>({ irl: '', from: todayHere(), to: todayHere() });
  const [report, setReport] = useState<TSalesReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const fail = (e: unknown) => setError(failure(e));

  useEffect(() => {
    reports
      .venues()
      .then(({ venues: list }) => {
        setVenues(list);
        setQuery((q) => ({ ...q, irl: list[0]?.irl ?? '' }));
      })
      .catch((e: unknown) => setError(failure(e)));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      setReport(await reports.sales(query));
    } catch (e) {
      setReport(null);
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  if (venues === null && !error) return <p role="status">{t('m9000_reports_loading')}</p>;
  if (venues?.length === 0) return <p role="status">{t('m9000_reports_no_venues')}</p>;
  return (
    <>
      <form className="reports-form reports-query" onSubmit={(e) => void submit(e)}>
        <label className="reports-field">
          <span>{t('m9000_reports_venue')}</span>
          <select value={query.irl} onChange={(e) => setQuery({ ...query, irl: e.target.value })}>
            {venues?.map((v) => (
              <option key={v.irl} value={v.irl}>
                {v.nombre} · {v.simpleId}
              </option>
            ))}
          </select>
        </label>
        <label className="reports-field">
          <span>{t('m9000_reports_from')}</span>
          <input
            type="date"
            required
            value={query.from}
            onChange={(e) => setQuery({ ...query, from: e.target.value })}
          />
        </label>
        <label className="reports-field">
          <span>{t('m9000_reports_to')}</span>
          <input
            type="date"
            required
            value={query.to}
            onChange={(e) => setQuery({ ...query, to: e.target.value })}
          />
        </label>
        <button type="submit" className="button" disabled={busy || !query.irl}>
          {t('m9000_reports_show')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="reports-error">
          {error}
        </p>
      ) : null}
      {busy ? <p role="status">{t('m9000_reports_loading')}</p> : null}
      {report && !busy ? <ReportView report={report} onError={fail} /> : null}
    </>
  );
}
