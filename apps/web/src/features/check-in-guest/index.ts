/**
 * Guests at a table and the freshness of a table link (issue 14 items 1 and 3): the anonymous guest button,
 * and what the device remembers of the table links it opened. Its texts are the 'orders' file's, which the
 * checkout it shows in has loaded; the table page reads only the records, so it loads no texts here.
 */
export { GuestButton } from './components/guest-button.tsx';
export {
  openTableLink,
  recentCheckInOrder,
  reloadOwed,
  rememberCheckInOrder,
  rememberSeat,
  seatAt,
  settleReload,
  tableToReturnTo,
} from './model/table-link-records.ts';
