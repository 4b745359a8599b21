import { CART_EXPIRY_SECONDS } from '../constants.ts';

/** The local table record (spec/3 §3): the restaurant's simple id, the table number and when it was saved. */
export type LocalTable = { sid: number; table: string; time: number };

/** A saved local table lives 43200 s (spec/3 §5 'Table number'). */
export const LOCAL_TABLE_MAX_AGE_SECONDS = CART_EXPIRY_SECONDS;

/**
 * The saved table the keypad starts with, or null: it is dropped when older than 43200 s, saved for
 * another restaurant, or 0 (spec/3 §5).
 */
export function usableLocalTable(saved: LocalTable | null, sid: number, now: number): LocalTable | null {
  if (!saved) return null;
  if (saved.sid !== sid) return null;
  if (Number(saved.table) === 0 || saved.table.trim() === '') return null;
  if (now - saved.time > LOCAL_TABLE_MAX_AGE_SECONDS * 1000) return null;
  return saved;
}

/** Keypad input: digits only, at most 6 (no table list holds longer numbers). */
export const TABLE_NUMBER_MAX_DIGITS = 6;
export function pressTableKey(current: string, key: string): string {
  if (key === 'backspace') return current.slice(0, -1);
  if (!/^\d$/.test(key) || current.length >= TABLE_NUMBER_MAX_DIGITS) return current;
  return current === '0' ? key : current + key;
}
