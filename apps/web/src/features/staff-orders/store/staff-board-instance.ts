import { useStore } from 'zustand';
import { staffOrders } from '../api/staff-api.ts';
import { createStaffBoardStore, type StaffBoardState } from './staff-board-store.ts';

export const boardStore = createStaffBoardStore(staffOrders);

export function useBoard<T>(select: (state: StaffBoardState) => T): T {
  return useStore(boardStore, select);
}
