import { useEffect } from 'react';
import {
  CompleteProfileDialog,
  LoginPanel,
  needsName,
  sessionStore,
  useSession,
} from '../../features/account/index.ts';
import { BookingWizard } from '../../features/bookings/index.ts';
import { useSessionToken } from '../../lib/use-session-token.ts';

/**
 * {venue}/booking: the booking wizard with the diner's account composed in (features do not import each
 * other): the profile's name (asked first by the complete-profile modal when missing), e-mail and phone, saving a phone, and the login panel for the modal at submit.
 */
export function BookingRoute() {
  const token = useSessionToken();
  const profile = useSession((s) => s.profile);
  // A diner who just signed in (or whose profile is not cached) needs their phone and name read.
  useEffect(() => {
    if (token && !profile) void sessionStore.getState().refresh();
  }, [token, profile]);
  return (
    <>
      <BookingWizard
        account={{
          signedIn: Boolean(token),
          profile: profile
            ? {
                nm: profile.detApp.nm,
                ln: profile.detApp.ln,
                em: profile.detApp.em,
                ph: profile.detApp.ph ?? '',
              }
            : null,
          savePhone: async (ph) => {
            await sessionStore.getState().save({ ph });
          },
          login: (onSignedIn) => <LoginPanel onSignedIn={onSignedIn} />,
        }}
      />
      {/* A booking is made in the diner's name (spec/2 §5): a new account gives it first, as at checkout. */}
      {token && needsName(profile) ? <CompleteProfileDialog /> : null}
    </>
  );
}
