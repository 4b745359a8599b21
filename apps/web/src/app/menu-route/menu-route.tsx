import {
  cartCount,
  DispatchType,
  guestLoginOffered,
  localText,
  MOBILE_BREAKPOINT_PX,
  type TCartLine,
  type TCartResto,
  type TMenu,
  type TRestaurantInfo,
  type WebDispatchType,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  CartFooter,
  cartStore,
  describeResult,
  onCartStock,
  useCart,
  useCartSummary,
} from '../../features/cart/index.ts';
import {
  indexMenu,
  type MenuHost,
  MenuPage,
  menuStore,
  productView,
  useMenu,
} from '../../features/menu/index.ts';
import { ProductDialogSkeleton, type ProductDraft } from '../../features/product/index.ts';
import { CallWaiterButton } from '../../features/waiter-call/index.ts';
import { type NoticeText, notify } from '../../lib/notifications.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { lineNames } from './line-names.ts';
import { useDispatchType } from './use-dispatch-type.ts';
import { useVenueGuestNotice } from './use-venue-guest-notice.tsx';

const WaiterGuest = lazy(() => import('./waiter-guest.tsx'));
// Where and when the diner orders for: it needs the diner's account and the address dialog, so its chunk
// follows the menu's first view (issue 3's first-load budget).
const OrderForBar = lazy(() => import('./order-for/order-for-bar.tsx'));
// Asked only when the cart holds another venue's products: its chunk waits until then.
const ConfirmDialog = lazy(() =>
  import('../../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

// The product detail and the cart's lines are their own chunks: the first view of a menu does not wait
// for them (issue 3: the menu page's first load stays within 120 KB gzip).
const ProductDialog = lazy(() =>
  import('../../features/product/dialog.ts').then((m) => ({ default: m.ProductDialog })),
);
const CartPanel = lazy(() => import('../../features/cart/panel.ts').then((m) => ({ default: m.CartPanel })));
const CartDrawer = lazy(() =>
  import('../../features/cart/panel.ts').then((m) => ({ default: m.CartDrawer })),
);

type Opened = { ip: string; editing: (ProductDraft & { indiceCart: number }) | null };

/** The cart's venue of a restaurant's info (also the table pages' seat). */
export const venueOf = (info: TRestaurantInfo): TCartResto => ({
  id: info.id,
  dk: info.dk,
  nombre: info.nombre,
  pais: info.pais,
  simpleId: info.simpleId,
});

/**
 * The menu page with the cart around it: the menu feature draws the page; this composes the cart's
 * store, count, sidebar, footer and drawer, and the product detail, which features never import from
 * each other. `browseOnly` (the check-in menu, spec/1 §4) shows products without taking orders: opening one
 * says why.
 */
export function MenuRoute({ browseOnly }: { browseOnly?: string }) {
  const { t, i18n } = useTranslation();
  const info = useMenu((s) => (s.status === 'ready' ? s.info : null));
  const menu = useMenu((s) => (s.status === 'ready' ? s.menu : null));
  const index = useMemo(() => (menu ? indexMenu(menu) : null), [menu]);
  const venue = useMemo(() => (info ? venueOf(info) : null), [info]);
  const cart = useCart((s) => s.cart);
  const names = useCart((s) => s.names);
  const { subtotal } = useCartSummary(index, venue);
  // The server draws the phone's page: most diners arrive by phone (a table's QR code, a link).
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, true);
  const [opened, setOpened] = useState<Opened | null>(null);
  // A product refused because the cart holds another venue's (spec/1 §4 'Cart lifecycle'): the diner is told
  // which venue and may empty the cart to add this one instead (issue 15 item 4).
  const [otherVenue, setOtherVenue] = useState<{ draft: ProductDraft; venue: string } | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The action bar's address and time are the diner's device's: drawn in the browser only, once the server's
  // HTML is hydrated (the server knows neither, nor has their texts).
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const setCartTipo = useCallback((next: WebDispatchType) => cartStore.getState().setTipo(next), []);
  const [tipo, pickTipo] = useDispatchType(info?.cfg.app ?? null, venue, cart, setCartTipo);
  // A venue guest on a restaurant that does not serve their sector browses only (spec/2 §4, §6).
  const notServed = useVenueGuestNotice(info?.ir);
  const browseOnlyWhy = browseOnly ?? notServed?.reason();

  // Levels the server returns with a reservation update the menu at once (the live channel follows).
  useEffect(() => onCartStock((levels) => menuStore.getState().applyStock(levels)), []);

  const nameOf = (id: string) => names[id] ?? index?.products.get(id)?.np ?? index?.extras.get(id)?.np ?? id;

  const submit = async (draft: ProductDraft): Promise<NoticeText | null> => {
    if (!opened || !index || !venue) return null;
    const found = lineNames(index, opened.ip, draft.extras, i18n.language);
    const result = opened.editing
      ? await cartStore.getState().update(opened.editing.indiceCart, draft, index, found)
      : await cartStore.getState().add(venue, { ip: opened.ip, ...draft }, index, found);
    if (!result.ok && result.code === 'other-venue' && cart.resto) {
      setOtherVenue({ draft, venue: cart.resto.nombre });
      return null;
    }
    const message = describeResult(result, nameOf);
    if (message) return message;
    setOpened(null);
    notify({ key: 'm1_cart_added' }, { kind: 'fast' });
    return null;
  };

  const emptyAndAdd = async () => {
    const pending = otherVenue;
    setOtherVenue(null);
    if (!pending) return;
    const emptied = await cartStore.getState().empty();
    const message = describeResult(emptied, nameOf) ?? (await submit(pending.draft));
    if (message) notify(message, { kind: 'slowError' });
  };

  const edit = (line: TCartLine) =>
    setOpened({
      ip: line.item,
      editing: { cant: line.cant, ct: line.ct, extras: line.extras, indiceCart: line.indiceCart },
    });

  const host = (shownInfo: TRestaurantInfo, shownMenu: TMenu): MenuHost => {
    const cur = shownInfo.cfg.app.cur;
    const shownIndex = index ?? indexMenu(shownMenu);
    const panel = { index: shownIndex, venue, cur, onEdit: edit };
    const product = opened ? shownIndex.products.get(opened.ip) : undefined;
    // The table the diner sits at, from the table's QR (the cart's seat at this venue).
    const seated =
      cart.mesa !== '' && cart.resto?.id === shownInfo.id
        ? { id: cart.mesa, name: localText(cart.mesaName, cart.mesaNameTrad, i18n.language) }
        : null;
    const labels = {
      soldOut: t('m1_sold_out'),
      percentOff: (percent: string) => t('p1_percent_off', { percent }),
    };
    return {
      tipo,
      atTable: cart.mesa !== '',
      cartCount: cartCount(cart, tipo),
      onTipoChange: (next) => {
        pickTipo(next);
        setCartTipo(next);
      },
      onOpenProduct: (ip) => (browseOnlyWhy ? notify(browseOnlyWhy) : setOpened({ ip, editing: null })),
      // Its place is kept from the server's HTML on (menu.css '.order-for-slot'): the menu does not move down
      // when the bar arrives, and a category jumped to before then still lands on its section. A venue guest
      // who is not served here reads the notice in its place instead.
      orderFor: notServed ? (
        notServed.notice
      ) : browseOnly || (tipo !== DispatchType.delivery && tipo !== DispatchType.pickup) ? null : (
        <div className="order-for-slot" data-tipo={tipo}>
          {inBrowser ? (
            <Suspense fallback={null}>
              <OrderForBar info={shownInfo} menu={shownMenu} tipo={tipo} subtotal={subtotal ?? 0} />
            </Suspense>
          ) : null}
        </div>
      ),
      aside: isPhone ? null : (
        <Suspense fallback={null}>
          <CartPanel {...panel} />
        </Suspense>
      ),
      footer:
        isPhone && cart.dl.length > 0 ? (
          <CartFooter
            count={cartCount(cart)}
            subtotal={subtotal}
            cur={cur}
            onOpen={() => setDrawerOpen(true)}
          />
        ) : null,
      overlays: (
        <>
          <CallWaiterButton
            app={shownInfo.cfg.app}
            irl={shownInfo.id}
            dk={shownInfo.dk}
            seated={seated}
            raised={isPhone && cart.dl.length > 0}
            guestSlot={
              seated && guestLoginOffered(shownInfo.cfg.app, tipo) ? (
                <Suspense fallback={null}>
                  <WaiterGuest irl={shownInfo.id} dk={shownInfo.dk} mesa={seated.id} />
                </Suspense>
              ) : undefined
            }
          />
          {isPhone && drawerOpen ? (
            <Suspense fallback={null}>
              <CartDrawer {...panel} onClose={() => setDrawerOpen(false)} />
            </Suspense>
          ) : null}
          {otherVenue ? (
            <Suspense fallback={null}>
              <ConfirmDialog
                title={t('m1_cart_other_venue')}
                message={t('p1_cart_other_venue_named', { venue: otherVenue.venue })}
                confirmLabel={t('m1_cart_empty_and_add')}
                cancelLabel={t('m1_cart_keep')}
                onConfirm={() => void emptyAndAdd()}
                onCancel={() => setOtherVenue(null)}
              />
            </Suspense>
          ) : null}
          {opened && product ? (
            <Suspense fallback={<ProductDialogSkeleton />}>
              <ProductDialog
                key={`${opened.ip}-${opened.editing?.indiceCart ?? 'new'}`}
                product={product}
                index={shownIndex}
                tags={productView(product, shownIndex, i18n.language, labels).tags}
                cur={cur}
                seosort={shownInfo.cfg.app.seosort}
                editing={opened.editing}
                onSubmit={submit}
                onRemove={() => {
                  const line = opened.editing;
                  setOpened(null);
                  if (line) void cartStore.getState().remove(line.indiceCart);
                }}
                onClose={() => setOpened(null)}
              />
            </Suspense>
          ) : null}
        </>
      ),
    };
  };

  return <MenuPage host={host} />;
}
