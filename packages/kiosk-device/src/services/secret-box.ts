import type { DeviceKey } from './device-keys.ts';

/**
 * Encrypts the device's secrets at rest. Electron's main process passes one backed by `safeStorage`
 * (apps/kiosk/src/main/safe-storage-box.ts); browser mode (development) has none and stores them plainly.
 * Text in, base64 out; `open` throws when the sealed text is not its own (another machine's key, damage).
 */
export type SecretBox = {
  seal(text: string): Promise<string>;
  open(sealed: string): Promise<string>;
};

/** Keys whose values hold the device token (`to`): KIOUSER for a restaurant device, KIOPORTAL for a portal. */
export const SEALED_KEYS: readonly DeviceKey[] = ['KIOUSER', 'KIOPORTAL'];

/** How a sealed value sits in device-store.json. */
type Sealed = { sealed: string };

export function isSealed(value: unknown): value is Sealed {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Sealed).sealed === 'string' &&
    Object.keys(value).length === 1
  );
}

export async function sealValue(box: SecretBox, value: unknown): Promise<Sealed> {
  return { sealed: await box.seal(JSON.stringify(value)) };
}

export async function openValue(box: SecretBox, value: Sealed): Promise<unknown> {
  return JSON.parse(await box.open(value.sealed));
}
