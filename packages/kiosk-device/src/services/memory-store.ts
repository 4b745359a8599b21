import type { DeviceKey } from './device-keys.ts';
import type { DeviceStore } from './device-store.ts';

/** A DeviceStore in memory, for tests that run on fake timers (file writes would not settle there). */
export function memoryStore(initial: Partial<Record<DeviceKey, unknown>> = {}): DeviceStore {
  let values: Partial<Record<DeviceKey, unknown>> = { ...initial };
  return {
    get: (key) => values[key],
    set: async (key, value) => {
      values = { ...values, [key]: value };
    },
    delete: async (key) => {
      const { [key]: _removed, ...rest } = values;
      values = rest;
    },
    clear: async () => {
      values = {};
    },
    close: async () => undefined,
  };
}
