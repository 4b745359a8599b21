import { CLOSED_MESSAGE_DELAY_MS } from '@comanda/domain';
import { useEffect, useState } from 'react';

/**
 * Whether to show 'Este local está cerrado.': once, about 0.8 s after the menu of a closed venue
 * (ta = -1) loads (spec/1 §4 'Closed or uncovered', §9), until the diner dismisses it. The menu view
 * mounts anew for each venue, so each closed venue says it once.
 */
export function useClosedNotice(closed: boolean): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!closed) return;
    const timer = setTimeout(() => setShown(true), CLOSED_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closed]);
  return [shown, () => setShown(false)];
}
