import { CLOSED_MESSAGE_DELAY_MS } from '@comanda/domain';
import { useEffect } from 'react';
import { notify } from '../../../lib/notifications.ts';

/**
 * 'Este local está cerrado.' with its next opening, once, about 0.8 s after the checkout of a closed venue
 * (ta = -1) opens (spec/1 §4 'Closed or uncovered', §9; issue 15 item 2), as the site's slow error notice.
 */
export function useClosedNotice(closed: boolean, text: string): void {
  useEffect(() => {
    if (!closed) return;
    const timer = setTimeout(() => notify(text, { kind: 'slowError' }), CLOSED_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closed, text]);
}
