import { createOrdersClient } from '@comanda/api-client';
import {
  checkInPath,
  checkInRoute,
  DispatchType,
  guestLoginOffered,
  localText,
  parseVenueId,
  showCheckInHelper,
  tableBillPath,
  tableLabel,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { cartStore } from '../../features/cart/index.ts';
import { openTableLink, recentCheckInOrder, rememberSeat } from '../../features/check-in-guest/index.ts';
import { useMenu } from '../../features/menu/index.ts';
import { siteCallOptions } from '../../lib/api.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { loadTexts } from '../../lib/lazy-texts.ts';
import { storedSession } from '../../lib/session.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { useSessionToken } from '../../lib/use-session-token.ts';
import { MenuRoute, venueOf } from '../menu-route/index.ts';
import './checkin-route.css';

await loadTexts('checkin', 'server');

const client = createOrdersClient(siteCallOptions);
/** Calls made as the diner (an account or a guest): sitting at the table. */
const dinerClient = createOrdersClient({ ...siteCallOptions, token: () => storedSession() ?? undefined });
/** When the check-in helper was last shown (epoch ms), spec/2 §3 'Check-in helper modal'. */
const HELPER_KEY = 'comanda.checkin.helper';

type Seat =
  | { status: 'looking' }
  | { status: 'seated'; name: string; seat: number | null }
  | { status: 'browse' }
  | { status: 'refused'; message: string };

const readHelperTime = (): number | null => {
  const value = Number(localStorage.getItem(HELPER_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * {venue}/checkin/{table} (spec/1 §2, §4 'Check-in specifics', 'Dispatch type selection'): the menu with the
 * cart at that table, type 3, once the server knows the table. Where check-in is not active, and for
 * {venue}/checkin and {venue}/checkin/menu, the diner goes to the browse-only check-in menu. An unknown table
 * says 'Mesa no encontrada' and takes no order. The helper shows every 240 minutes where the venue asks.
 */
export function CheckInRoute() {
  const { t, i18n } = useTranslation();
  const { idsimple = '', table = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const venueBase = pathname.split('/checkin')[0] ?? '';
  const wanted = parseVenueId(idsimple);
  const info = useMenu((s) =>
    s.status === 'ready' && wanted && s.info?.simpleId === wanted.simpleId && s.info.dk === wanted.dk
      ? s.info
      : null,
  );
  const [seat, setSeat] = useState<Seat>({ status: 'looking' });
  const [helper, setHelper] = useState(false);
  const [recentOrder, setRecentOrder] = useState<string | null>(null);
  const token = useSessionToken();
  const [tableBill, setTableBill] = useState<string | null>(null);
  const seatedAt = seat.status === 'seated' ? table : null;

  // A diner with a session sits at the table (issue 14): the table's bill is theirs to open and pay even with no
  // order of their own — typically the one who pays for everyone. Signed out, nothing is asked; a refusal (a
  // guest of another table) just leaves the link out, the bill page would say why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: info.id names the venue
  useEffect(() => {
    setTableBill(null);
    if (!info || !seatedAt || !token) return;
    let live = true;
    dinerClient
      .sitAtTable(info.id, seatedAt, info.dk)
      .then((seated) => live && setTableBill(seated.ic))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [info?.id, info?.dk, seatedAt, token]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: info.id names the venue
  useEffect(() => {
    if (!info) return;
    const app = info.cfg.app;
    if (checkInRoute(app, table) === 'browse') {
      setSeat({ status: 'browse' });
      // A table's path at a venue not taking check-in goes to the browse-only route; /checkin and /checkin/menu
      // are that route already (spec/1 §2, §4 'Dispatch type selection').
      if (table !== 'menu' && table !== '') void navigate(checkInPath(venueBase), { replace: true });
      return;
    }
    // The table link's freshness (spec/1 §4, §9): the table opened is where the diner sits — a QR code
    // scanned wins over an earlier table — and a table cart older than the 2100 s path window, or of another
    // table, is cleared before the diner sits.
    const link = openTableLink(`${info.id}/${info.dk}`, table, checkInPath(venueBase, table), Date.now());
    const { cart } = cartStore.getState();
    if (link.cart === 'clear' && cart.tipo === DispatchType.checkIn && cart.dl.length > 0)
      void cartStore.getState().empty();
    setRecentOrder(recentCheckInOrder(table, Date.now()));
    let live = true;
    setSeat({ status: 'looking' });
    client
      .checkInTable(info.id, table, info.dk)
      .then((found) => {
        if (!live) return;
        const seated = cartStore.getState().seat(venueOf(info), found);
        if (!seated.ok) return setSeat({ status: 'refused', message: seated.message });
        // A link that names a seat (`?seat=3`, spec/1 §5) makes it this device's seat at the venue (12 h).
        const given = new URLSearchParams(search).get('seat');
        setSeat({
          status: 'seated',
          name: localText(found.nm, found.nmTrad, i18n.language) || table,
          seat: rememberSeat(given, info.id, Date.now()),
        });
        setHelper(
          showCheckInHelper({
            lastShownMs: readHelperTime(),
            now: Date.now(),
            tipo: 3,
            app,
            table: found.id,
          }),
        );
      })
      .catch((error: unknown) => {
        if (!live) return;
        const code = (error as { code?: string }).code;
        setSeat({
          status: 'refused',
          message: code === 'table' ? t('m1_checkin_not_found') : errorMessage(error),
        });
      });
    return () => {
      live = false;
    };
  }, [info?.id, info?.dk, table]);

  const closeHelper = () => {
    localStorage.setItem(HELPER_KEY, String(Date.now()));
    setHelper(false);
  };
  // Where only the table's QR code opens check-in, the browse-only menu says so (spec/1 §5, spec/2 §5).
  const scan = info?.cfg.app.selfattableonly ? t('m1_checkin_scan_table_qr') : t('m1_checkin_scan');
  const browseOnly = seat.status === 'browse' ? scan : seat.status === 'refused' ? seat.message : undefined;
  return (
    <>
      {info ? (
        <p
          className="checkin-bar"
          role={seat.status === 'refused' ? 'alert' : 'status'}
          data-testid="checkin-bar"
          data-state={seat.status}
        >
          {seat.status === 'seated'
            ? seat.seat
              ? t('p1_checkin_at_table_seat', {
                  table: tableLabel(seat.name, t('m1_waiter_table')),
                  seat: seat.seat,
                })
              : t('p1_checkin_at_table', { table: tableLabel(seat.name, t('m1_waiter_table')) })
            : seat.status === 'looking'
              ? t('m1_checkin_looking')
              : browseOnly}
        </p>
      ) : null}
      {recentOrder && seat.status === 'seated' ? (
        <p className="checkin-bar">
          <Link
            to={checkInPath(venueBase, table, recentOrder)}
            className="link"
            data-testid="checkin-recent-order"
          >
            {t('m1_checkin_recent_order')}
          </Link>
        </p>
      ) : null}
      {tableBill && seat.status === 'seated' ? (
        <p className="checkin-bar">
          <Link
            to={tableBillPath(venueBase, table, tableBill)}
            className="link"
            data-testid="checkin-table-bill"
          >
            {t('m1_checkin_table_bill')}
          </Link>
        </p>
      ) : null}
      <MenuRoute browseOnly={browseOnly} />
      {helper ? (
        <CheckInHelper
          guests={info ? guestLoginOffered(info.cfg.app, DispatchType.checkIn) : false}
          onClose={closeHelper}
        />
      ) : null}
    </>
  );
}

/**
 * The check-in helper (spec/2 §3): build the order, log in, confirm and wait at the table. Where the venue takes
 * guests (spec/2 §4 'Guest login by table') the second step says an account is optional.
 */
function CheckInHelper({ guests, onClose }: { guests: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const id = useId();
  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={id}>
      <h2 id={id} className="sheet__title">
        {t('m1_checkin_helper_title')}
      </h2>
      <ol className="checkin-helper__steps">
        <li>{t('m1_checkin_helper_build')}</li>
        <li>{t(guests ? 'm1_checkin_helper_guest' : 'm1_checkin_helper_login')}</li>
        <li>{t('m1_checkin_helper_confirm')}</li>
      </ol>
      <div className="sheet__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('m1_checkin_helper_ok')}
        </button>
      </div>
    </dialog>
  );
}
