import type { TTableBill } from '@comanda/domain';
import { useEffect, useMemo, useState } from 'react';
import { sayError } from '../../../lib/error-message.ts';
import { listenToBill, tableBillApi } from '../api/table-bill-api.ts';
import { keepBill } from '../model/bill-keeper.ts';

/**
 * The table's bill, read again whenever the table changes it (the live `bill` event): what the diner reads,
 * a readable error when it cannot be had, and `select`, the diner ticking or unticking a line.
 */
export function useTableBill(ic: string, token: string | null) {
  const [bill, setBill] = useState<TTableBill | null>(null);
  const [error, setError] = useState('');

  const keeper = useMemo(
    () =>
      keepBill(
        {
          read: () => tableBillApi.tableBill(ic),
          select: (li, selected) => tableBillApi.selectBillLine(ic, li, selected),
        },
        {
          show: (change) => {
            setBill(change);
            setError('');
          },
          fail: async (failure) => setError(await sayError(failure)),
        },
      ),
    [ic],
  );

  useEffect(() => {
    if (!token) return;
    void keeper.reload();
    return listenToBill(token, ic, () => void keeper.reload());
  }, [ic, token, keeper]);

  return { bill, error, setError, reload: keeper.reload, select: keeper.select };
}
