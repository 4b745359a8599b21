import type { VenueGuest } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useState } from 'react';
import { storedVenueGuest } from '../../lib/venue-guest.ts';

type Notice = { guest: VenueGuest; Notice: (props: { guest: VenueGuest }) => ReactNode };

/**
 * A venue guest on this device opening a restaurant that does not serve their sector (spec/2 §4, §6; issue
 * 18 item 6): the notice shown in the action bar's place, and why a product cannot be ordered. Only a guest
 * loads the check (features/venue-landing/menu-notice.ts) — everyone else's menu carries none of it.
 */
export function useVenueGuestNotice(ir: string | undefined): { notice: ReactNode; reason: string } | null {
  const { t } = useTranslation();
  const [found, setFound] = useState<Notice | null>(null);
  useEffect(() => {
    setFound(null);
    if (!ir || !storedVenueGuest()) return;
    let live = true;
    import('../../features/venue-landing/menu-notice.ts')
      .then(async (m) => ({ guest: await m.guestNotServed(ir), Notice: m.VenueGuestNotice }))
      .then(
        ({ guest, Notice }) => live && guest && setFound({ guest, Notice }),
        // A failed check (the venue could not be read) leaves the menu as everyone has it.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [ir]);
  if (!found) return null;
  const { guest, Notice } = found;
  return {
    notice: <Notice guest={guest} />,
    reason: t('p1_venue_not_served', { place: guest.location }),
  };
}
