import { useEffect, useState } from 'react';
import type { NotServed } from '../../features/venue-landing/menu-notice.ts';
import { mayHaveVenueGuest } from '../../lib/venue-guest-mark.ts';

/**
 * A venue guest on this device opening a restaurant that does not serve their sector (spec/2 §4, §6; issue
 * 18 item 6): the notice shown in the action bar's place, and why a product cannot be ordered. Only a device
 * holding a guest loads the check (features/venue-landing/menu-notice.ts): the menu's first load carries
 * none of it.
 */
export function useVenueGuestNotice(ir: string | undefined): NotServed | null {
  const [found, setFound] = useState<NotServed | null>(null);
  useEffect(() => {
    setFound(null);
    if (!ir || !mayHaveVenueGuest()) return;
    let live = true;
    import('../../features/venue-landing/menu-notice.ts')
      .then((m) => m.notServedAt(ir))
      .then(
        (notServed) => live && setFound(notServed),
        // A failed check (the venue could not be read) leaves the menu as everyone has it.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [ir]);
  return found;
}
