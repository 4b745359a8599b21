import {
  checkInPath,
  DispatchType,
  guestLoginOffered,
  isGuestProfile,
  restaurantPath,
  type TSavedCard,
} from '@comanda/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AddressBook,
  CompleteProfileDialog,
  LoginPanel,
  needsName,
  sessionStore,
  TemporaryAddress,
  temporaryAddress,
  useSession,
} from '../../features/account/index.ts';
import { cartStore, useCart } from '../../features/cart/index.ts';
import { GuestButton, rememberCheckInOrder, seatAt } from '../../features/check-in-guest/index.ts';
import { CheckoutPage, type CheckoutPageProps, PaymentRedirect } from '../../features/checkout/index.ts';
import { CartTabs, ordersStore } from '../../features/orders/index.ts';

type Saved = Parameters<CheckoutPageProps['onSaved']>[0];

/** A location id 'restaurant-local' as the address check names the venue (xir, xil). */
const venueIds = (id: string) => {
  const [xir = '', xil = ''] = id.split('-');
  return { xir, xil };
};

/**
 * /l/cart (spec/1 §2 'Cart area routes' tab 0): the checkout composed with the cart, the diner's session
 * and addresses. Signed out, the login panel stands where the confirm button goes; once in, the diner
 * carries on right there. A saved order clears the cart (spec/1 §4 'Order saving' 3) and the diner goes to
 * tab 1, their orders in progress (at the table, the table's order page); a prepaid one goes to the
 * provider's page first (PaymentRedirect).
 */
export function CheckoutRoute() {
  const cartId = useCart((s) => s.cartId);
  const cart = useCart((s) => s.cart);
  const names = useCart((s) => s.names);
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const navigate = useNavigate();
  const [paying, setPaying] = useState<{ order: Saved['order']; redirect: string } | null>(null);
  const guest = isGuestProfile(profile);
  // The diner's saved cards, offered at checkout where the venue takes them (issue 16 item 4).
  const [cards, setCards] = useState<TSavedCard[]>([]);
  useEffect(() => {
    if (!token || guest) return setCards([]);
    let live = true;
    import('../../features/cards/index.ts')
      .then(({ cardsApi }) => cardsApi.list())
      .then((list) => live && setCards(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, guest]);
  // The login panel offers the guest button at a table of a venue that takes guests (spec/2 §4).
  const loginSlot = (app: Parameters<typeof guestLoginOffered>[0], tipo: number) => (
    <LoginPanel
      guestSlot={
        guestLoginOffered(app, tipo) && cart.resto && cart.mesa ? (
          <GuestButton
            irl={cart.resto.id}
            dk={cart.resto.dk}
            mesa={cart.mesa}
            onSession={({ mesa: _table, io: _checkIn, ...answer }) => sessionStore.getState().signIn(answer)}
          />
        ) : null
      }
    />
  );
  const onSaved: CheckoutPageProps['onSaved'] = (answer) => {
    cartStore.getState().reset();
    ordersStore.getState().saved(answer.order);
    void ordersStore.getState().loadAll();
    // The phone typed at checkout is the profile's from now on, when it had none (spec/2 §3 'ph'); a guest
    // has no profile of its own to keep it (the server refuses it, routes/accounts.ts).
    const phone = answer.order.det.contacto.ph;
    if (phone && profile && !guest && !profile.detApp.ph)
      void sessionStore
        .getState()
        .save({ ph: phone })
        .catch(() => undefined);
    const { order } = answer;
    // An order at a table is remembered on this device (3600 s, spec/1 §9); an anonymous guest's landing
    // page reloads once, 3 s after it opens (spec/1 §4 'Check-in specifics').
    if (order.ti === DispatchType.checkIn && order.det.mesa)
      rememberCheckInOrder(order.det.mesa, order.iped, Date.now(), guest);
    if (answer.redirect) setPaying({ order, redirect: answer.redirect });
    // At the table the diner lands on {venue}/checkin/{table}/{orderId} (spec/1 §4 'Check-in specifics').
    else if (order.ti === DispatchType.checkIn && order.det.mesa)
      void navigate(checkInPath(restaurantPath(order.resto), order.det.mesa, order.iped));
    // spec/1 §4 'Order saving' 3: the view goes to tab 1, the orders in progress.
    else void navigate('/l/cartc');
  };
  if (paying) return <PaymentRedirect order={paying.order} redirect={paying.redirect} />;
  return (
    <>
      {token ? (
        <div className="page page--tabs">
          <CartTabs current={0} />
        </div>
      ) : null}
      <CheckoutPage
        cartId={cartId}
        cart={cart}
        names={names}
        signedIn={token !== null}
        guest={guest}
        seat={cart.resto && cart.mesa ? seatAt(cart.resto.id, Date.now()) : null}
        profile={
          profile
            ? {
                name: `${profile.detApp.nm} ${profile.detApp.ln}`.trim(),
                email: profile.detApp.em,
                phone: profile.detApp.ph,
                rut: profile.detApp.rut,
                addresses: profile.detApp.ad,
              }
            : null
        }
        deviceAddress={token ? null : temporaryAddress.read()}
        addressSlot={(selected, onSelect) =>
          token ? (
            <AddressBook
              selectable
              selected={selected}
              onSelect={onSelect}
              country={cart.resto?.pais ?? 'cl'}
            />
          ) : (
            // Signed out: the device's temporary address (spec/2 §4, issue 16 item 3).
            <TemporaryAddress
              selected={selected}
              onChange={onSelect}
              country={cart.resto?.pais ?? 'cl'}
              venue={cart.resto ? venueIds(cart.resto.id) : undefined}
            />
          )
        }
        loginSlot={loginSlot}
        onTipo={(tipo) => cartStore.getState().setTipo(tipo)}
        onSaved={onSaved}
        savedCards={cards}
        onNewCard={(request, pais) =>
          import('../../features/cards/index.ts').then(({ payWithNewCard }) => payWithNewCard(request, pais))
        }
      />
      {token && needsName(profile) ? <CompleteProfileDialog /> : null}
    </>
  );
}
