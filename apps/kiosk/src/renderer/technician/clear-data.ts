import { bridge } from '../bridge.ts';

/**
 * 'Clear local data' (spec/3 §2), behind the technician PIN (issue 12 item 5): the device forgets every key
 * and the page reloads into arrival routing, which opens pairing. False when the device refused.
 */
export async function clearAndReload(): Promise<boolean> {
  try {
    await bridge.device.clear();
  } catch {
    return false;
  }
  window.location.hash = '#/';
  window.location.reload();
  return true;
}
