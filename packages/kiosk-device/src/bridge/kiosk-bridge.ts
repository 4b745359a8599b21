import type { ChannelName } from './channel-names.ts';
import type { ChannelInput, ChannelOutput } from './channels.ts';
import type { Subscribe } from './events.ts';

type Namespace<C extends string> = C extends `${infer N}.${string}` ? N : never;
type Method<C extends string, N extends string> = C extends `${N}.${infer M}` ? M : never;

/** A channel whose input may be left out becomes a method whose argument may be left out. */
type BridgeMethod<C extends ChannelName> =
  undefined extends ChannelInput<C>
    ? (input?: ChannelInput<C>) => Promise<ChannelOutput<C>>
    : (input: ChannelInput<C>) => Promise<ChannelOutput<C>>;

/**
 * What the renderer sees as `window.kiosk`: 'device.identity' becomes `kiosk.device.identity()`.
 * Derived from the channel map, so a channel added there is a compile error until both transports serve it.
 */
export type KioskBridge = {
  readonly [N in Namespace<ChannelName>]: {
    readonly [C in ChannelName as Method<C, N>]: BridgeMethod<C>;
  };
} & {
  /** Main's pushed events (events.ts): IPC in Electron, a long poll in browser mode. */
  readonly subscribe: Subscribe;
};

/** One call over some transport (ipcRenderer.invoke, or an HTTP POST in browser mode). */
export type Invoke = (channel: ChannelName, payload: unknown) => Promise<unknown>;
