import type { TTableBill } from '@comanda/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sayError } from '../../../lib/error-message.ts';
import { listenToBill, tableBillApi } from '../api/table-bill-api.ts';

/**
 * The table's bill, read again whenever the table changes it (the live `bill` event): what the diner reads,
 * and a readable error when it cannot be had.
 */
export function useTableBill(ic: string, token: string | null) {
  const [bill, setBill] = useState<TTableBill | null>(null);
  const [error, setError] = useState('');
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const read = await tableBillApi.tableBill(ic);
      if (call === latest.current) {
        setBill(read);
        setError('');
      }
    } catch (failure) {
      if (call === latest.current) setError(await sayError(failure));
    }
  }, [ic]);

  useEffect(() => {
    if (!token) return;
    void reload();
    return listenToBill(token, ic, () => void reload());
  }, [ic, token, reload]);

  return { bill, setBill, error, setError, reload };
}
