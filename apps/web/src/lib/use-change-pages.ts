import { CHANGES_PAGE, type ChangeArea, type TCatalogChange } from '@comanda/domain';
import { useCallback, useEffect, useState } from 'react';
import { backOffice } from './back-office.ts';
import { errorMessage } from './error-message.ts';

type Pages = {
  /** The rows read so far, newest first; null until the first page is in. */
  rows: TCatalogChange[] | null;
  /** Whether older rows than the last shown exist. */
  more: boolean;
  loadingOlder: boolean;
  error: string;
  older(): Promise<void>;
};

/**
 * A venue's change history a page at a time (issue 13 item 3), newest first: its area's (menu, settings) or one
 * kind's (`what`, '' for all). Each page asks one row more than it shows, to know whether older ones exist, and
 * the next starts after the last row shown. Read again from the top when the filter or `version` (the catalog
 * version a save answers) moves.
 */
export function useChangePages(
  ir: string,
  area: ChangeArea | undefined,
  what: string,
  version: string,
): Pages {
  const [rows, setRows] = useState<TCatalogChange[] | null>(null);
  const [more, setMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState('');

  const page = useCallback(
    async (before?: string) => {
      const read = await backOffice.changes({
        ir,
        ...(area ? { area } : {}),
        ...(what ? { what } : {}),
        ...(before ? { before } : {}),
        limit: CHANGES_PAGE + 1,
      });
      return { rows: read.slice(0, CHANGES_PAGE), more: read.length > CHANGES_PAGE };
    },
    [ir, area, what],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new catalog version means new rows to read.
  useEffect(() => {
    let live = true;
    page()
      .then((first) => {
        if (!live) return;
        setRows(first.rows);
        setMore(first.more);
        setError('');
      })
      .catch((e: unknown) => {
        if (live) setError(errorMessage(e));
      });
    return () => {
      live = false;
    };
  }, [page, version]);

  const older = async () => {
    const last = rows?.at(-1);
    if (!last) return;
    setLoadingOlder(true);
    try {
      const next = await page(last.id);
      setRows([...(rows ?? []), ...next.rows]);
      setMore(next.more);
      setError('');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoadingOlder(false);
    }
  };

  return { rows, more, loadingOlder, error, older };
}
