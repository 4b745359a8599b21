import { EMBEDDED_LANGUAGES, fetchLanguagesToOffer, type LanguageOption } from '@comanda/i18n';
import { useSyncExternalStore } from 'react';
import { bridge } from '../bridge.ts';

/**
 * The languages the kiosk's switch offers (spec/2 §4): the platform's list for the kiosk module, asked of
 * the device (the renderer never talks to the network itself); the embedded es/en until it is in, and for
 * good when the device cannot get it.
 */
let offered: readonly LanguageOption[] = EMBEDDED_LANGUAGES;
let asked: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Asks once per renderer load (a new diner's reload asks again, so a changed list shows). */
export function loadLanguageList(): Promise<void> {
  asked ??= fetchLanguagesToOffer(() => bridge.platform.languages()).then((list) => {
    offered = list;
    for (const listener of listeners) listener();
  });
  return asked;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The languages to offer now; the switch renders again when the platform's list arrives. */
export const useLanguageList = () => {
  void loadLanguageList();
  return useSyncExternalStore(subscribe, () => offered);
};
