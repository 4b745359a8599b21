import { CLOSED_MESSAGE_DELAY_MS } from '@comanda/domain';
import { useEffect } from 'react';
import { notify } from '../../../lib/notifications.ts';

/**
 * 'Este local está cerrado.' with its next opening, once, about 0.8 s after the checkout of a closed venue
 * (ta = -1) opens (spec/1 §4 'Closed or uncovered', §9; issue 15 item 2), as the site's slow error notice.
 */
export function useClosedNotice(closed: boolean, key: string): void {
  useEffect(() => {
    if (!closed) return;
    // The key, not its words: the notice follows a language switch while it shows, and saying it again
    // on a switch would stack the translation beside it.
    const timer = setTimeout(() => notify({ key }, { kind: 'slowError' }), CLOSED_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closed, key]);
}
