/**
 * The diner's session and a signed-out diner's delivery address, without the account's screens: for parts
 * drawn on pages that must stay light, such as the menu's action bar (issue 11: the menu page's first-load
 * JavaScript). The screens (login panel, address dialog, profile) are in index.ts, loaded when a diner opens
 * one; that entry also loads the account's translation files.
 */
export { geo } from './api/geo.ts';
export {
  type AddressDraft,
  addressLine,
  addressText,
  emptyAddress,
  withAddress,
} from './model/address-rules.ts';
export { sessionStore, useSession } from './store/session-store-instance.ts';
export { keepTemporary, temporaryAddress } from './store/temporary-address.ts';
