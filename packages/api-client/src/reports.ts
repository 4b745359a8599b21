import { type TSalesReportQuery, ZReportVenues, ZSalesReport } from '@comanda/domain';
import { createCaller, createFileCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/** The closing report (issue 13 item 4), for the admin module or a venue's manager. */
export function createReportsClient(options: ApiClientOptions) {
  const call = createCaller(options);
  const download = createFileCaller(options);
  return {
    /** The venues whose reports the signed-in person may read. */
    venues: () => call('GET', '/srv/staff/reports/venues', ZReportVenues),
    sales: (query: TSalesReportQuery) => call('GET', '/srv/staff/reports/sales', ZSalesReport, query),
    /** The same report as a CSV file, headings in `lang`. */
    salesCsv: (query: TSalesReportQuery, lang: 'es' | 'en') =>
      download('/srv/staff/reports/sales.csv', 'text/csv', { ...query, lang }),
  };
}

export type ReportsClient = ReturnType<typeof createReportsClient>;
