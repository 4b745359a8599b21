import { DispatchType, guestLoginOffered } from '@comanda/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountPage, LoginPage, sessionStore, useSession } from '../../features/account/index.ts';
import { useCart } from '../../features/cart/index.ts';
import { GuestButton, tableToReturnTo } from '../../features/check-in-guest/index.ts';
import { api } from '../../lib/api.ts';

/**
 * The guest button for the login pages' panel: spec/2 §2's login panel (page, modal or cart side bar) has the
 * anonymous guest button, and spec/2 §4 offers it only where the venue allows anonymous self-login and QR
 * generation and the cart is at a table (type 3). The venue's flags come from its info; a guest signed in
 * here goes to the cart to order, as a guest has no profile to keep. Null where it is not offered.
 */
function useGuestSlot(): ReactNode {
  const token = useSession((s) => s.token);
  const { resto, mesa, tipo } = useCart((s) => s.cart);
  const navigate = useNavigate();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (token || !resto || !mesa || tipo !== DispatchType.checkIn) return setOffered(false);
    let live = true;
    api
      .restaurantInfo({ pais: resto.pais, sid: resto.simpleId, dk: resto.dk })
      .then((info) => live && setOffered(guestLoginOffered(info.cfg.app, tipo)))
      .catch(() => live && setOffered(false));
    return () => {
      live = false;
    };
  }, [token, resto, mesa, tipo]);
  if (!offered || !resto || !mesa) return null;
  return (
    <GuestButton
      irl={resto.id}
      dk={resto.dk}
      mesa={mesa}
      onSession={({ mesa: _table, io: _checkIn, ...answer }) => {
        sessionStore.getState().signIn(answer);
        void navigate('/l/cart');
      }}
    />
  );
}

/** /l/profile with the guest button on its login panel where the cart is at a guest table. */
export function ProfileRoute() {
  return <AccountPage guestSlot={useGuestSlot()} />;
}

/**
 * /l/profilelogin with the guest button on its login panel where the cart is at a guest table; a sign-in whose
 * link names no ?next= returns to the table page opened in the last 1800 s (spec/1 §9 'first-path', spec/2 §4
 * 'Profile step').
 */
export function ProfileLoginRoute() {
  return <LoginPage guestSlot={useGuestSlot()} fallback={tableToReturnTo(Date.now())} />;
}
