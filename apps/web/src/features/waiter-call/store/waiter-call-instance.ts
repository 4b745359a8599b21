import { useStore } from 'zustand';
import { errorMessage } from '../../../lib/error-message.ts';
import { createWaiterCallStore, type WaiterCallState } from './waiter-call-store.ts';

export const waiterCallStore = createWaiterCallStore(errorMessage);

export function useWaiterCall<T>(select: (state: WaiterCallState) => T): T {
  return useStore(waiterCallStore, select);
}
