import { sessionStore } from '../../features/account/index.ts';
import { GuestButton } from '../../features/check-in-guest/index.ts';

/**
 * The guest button inside the call-waiter modal, for a diner at a table of a venue that takes guests who has
 * not ordered yet (spec/2 §4 'Guest login by table'): the guest session signs the site in, and the modal
 * goes on to the call. A chunk of its own, loaded only when the modal shows it to someone signed out.
 */
export default function WaiterGuest(props: { irl: string; dk: string; mesa: string }) {
  return (
    <GuestButton
      {...props}
      onSession={({ mesa: _table, io: _checkIn, ...answer }) => sessionStore.getState().signIn(answer)}
    />
  );
}
