import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('orders', 'server');

export { geo } from './api/geo.ts';
/** The diner's account (spec/2): sign-in, profile, addresses; its session is what checkout and orders use. */
export { AccountPage, LoginPage, nextPath } from './components/account-page.tsx';
export { AddressBook } from './components/address-book.tsx';
export { AddressDialog } from './components/address-dialog.tsx';
export { CompleteProfileDialog } from './components/complete-profile-dialog.tsx';
export { LoginPanel } from './components/login-panel.tsx';
export { PasswordResetPage, ProfileCreatedPage } from './components/password-pages.tsx';
export { SocialLoginPage } from './components/social-login-page.tsx';
export { TemporaryAddress } from './components/temporary-address.tsx';
export { type AddressDraft, addressLine, emptyAddress, withAddress } from './model/address-rules.ts';
export { needsName } from './store/session-store.ts';
export { sessionStore, useSession } from './store/session-store-instance.ts';
export { keepTemporary, temporaryAddress } from './store/temporary-address.ts';
