/** What other workspaces may import from the kiosk: the browser host (the platform server mounts it). */
export { BridgeInputError, type BrowserHost, createBrowserHost } from './main/browser-host.ts';
export { CHANNEL_NAMES, type ChannelName } from './shared/channel-names.ts';
