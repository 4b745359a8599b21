/** The table pages ({venue}/checkin, /checkin/menu, /checkin/{table}): their own chunk, off the menu page. */
export { CheckInRoute } from './checkin-route.tsx';
