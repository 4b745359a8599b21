import type { SecretBox } from '@comanda/kiosk-device/services/secret-box.ts';
import type { SafeStorage } from 'electron';

type Storage = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>;

/**
 * The device token sealed at rest with Electron's safeStorage (call after app 'ready'). On Linux the key
 * comes from the session's keyring (libsecret, kwallet); with none — the kiosk session of build/ runs no
 * keyring unless one is added — Chromium uses 'basic_text', a fixed key that only hides the token from a
 * casual look. Where safeStorage is not available at all this answers null and the token is stored plainly
 * (device-store.json is readable by the kiosk user only). Both are said once in the log, so a technician
 * knows which protection a totem has.
 */
export async function createSafeStorageBox(
  storage: Storage,
  log: (message: string) => void = console.warn,
  platform: NodeJS.Platform = process.platform,
): Promise<SecretBox | null> {
  if (!(await storage.isAsyncEncryptionAvailable())) {
    log('safeStorage unavailable: the device token is stored unencrypted (owner-only file)');
    return null;
  }
  if (platform === 'linux' && storage.getSelectedStorageBackend() === 'basic_text') {
    log('safeStorage has no keyring (basic_text): the device token is only obfuscated at rest');
  }
  return {
    seal: async (text) => (await storage.encryptStringAsync(text)).toString('base64'),
    open: async (sealed) => (await storage.decryptStringAsync(Buffer.from(sealed, 'base64'))).result,
  };
}
