import {
  closestDeliveryAddress,
  DEFAULT_ADDRESS_ALIAS,
  DispatchType,
  isGuestProfile,
  localClock,
  type TAddress,
  type TOrderFor,
  weekdayOf,
} from '@comanda/domain';
import { useMemo, useState } from 'react';
import {
  keepTemporary,
  sessionStore,
  temporaryAddress,
  useSession,
  withAddress,
} from '../../../features/account/session.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { orderFor, orderForVenue } from '../../../lib/order-for.ts';
import { OrderForAddress, sameAddress } from './order-for-address.tsx';
import { useOfferedDays } from './order-for-days.ts';
import { type BarProps, OrderForSection } from './order-for-section.tsx';
import { OrderForWhen } from './order-for-when.tsx';

/**
 * Where and when the diner orders for, in the menu's action bar (spec/1 §2 screen 1: 'address verification,
 * date and time'; issue 15 item 4, issue 16 item 3). For delivery the address — signed in, the one chosen
 * here else the closest of the profile's the venue delivers to (as the checkout picks it); signed out, the
 * device's temporary address — with the platform's check; for delivery and pickup the date and time. Both
 * are kept in the device's order-for record (lib/order-for.ts), with which the checkout starts. `adding`: a
 * first visitor asked to add an address on the first-visit bar (order-for-bar.tsx), so the dialog opens.
 */
export default function OrderForWhole({
  info,
  menu,
  tipo,
  subtotal,
  adding,
}: BarProps & { adding: boolean }) {
  const app = menu.cf.app;
  const venueKey = orderForVenue(info);
  const { now, today, days, defaultTime } = useOfferedDays(menu, tipo);
  // Each choice writes the record and bumps the version, so it is read (and revived) again.
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version names a write
  const kept = useMemo(
    () => orderFor.read(venueKey, (fecha) => days.find((d) => d.date === (fecha || today))?.times ?? []),
    [venueKey, days, today, version],
  );
  const fecha = kept?.fecha ?? '';
  const hora = kept && kept.hora !== '' ? kept.hora : kept ? '' : defaultTime;

  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const signedIn = token !== null && profile !== null && !isGuestProfile(profile);
  const [temporary, setTemporary] = useState<TAddress | null>(() => temporaryAddress.read());
  const list = signedIn ? profile.detApp.ad : null;
  const weekday = fecha ? weekdayOf(fecha) : localClock(now, menu.tz).weekday;
  const shownAddress = list
    ? ((kept?.address && list.find((a) => sameAddress(a, kept.address as TAddress))) ??
      closestDeliveryAddress(
        list,
        { app, latitud: info.latitud, longitud: info.longitud, polygons: menu.poly },
        weekday,
      ))
    : temporary;

  const choose = (patch: Partial<Pick<TOrderFor, 'fecha' | 'hora' | 'address'>>) => {
    orderFor.write({
      venue: venueKey,
      fecha: kept?.fecha ?? '',
      hora: kept?.hora ?? defaultTime,
      address: kept?.address ?? shownAddress,
      ...patch,
    });
    setVersion((v) => v + 1);
  };
  const add = async (draft: Parameters<typeof withAddress>[2]) => {
    if (!list) {
      const saved = keepTemporary(draft);
      setTemporary(saved);
      choose({ address: saved });
      return null;
    }
    try {
      const next = withAddress(list, -1, list.length === 0 ? { ...draft, def: true } : draft);
      const saved = await sessionStore.getState().save({ ad: next });
      const alias = draft.alias.trim() || DEFAULT_ADDRESS_ALIAS;
      const added = saved.detApp.ad.find((a) => sameAddress(a, { alias, di: draft.di }));
      choose({ address: added ?? saved.detApp.ad[0] ?? null });
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };

  return (
    <OrderForSection
      where={
        tipo === DispatchType.delivery ? (
          <OrderForAddress
            address={shownAddress}
            list={list}
            venue={{ xir: info.ir, xil: info.il }}
            country={info.pais}
            app={app}
            subtotal={subtotal}
            fecha={fecha}
            onPick={(address) => choose({ address })}
            onAdd={add}
            adding={adding}
          />
        ) : null
      }
      when={
        <OrderForWhen days={days} today={today} value={{ fecha, hora }} onChange={(when) => choose(when)} />
      }
    />
  );
}
