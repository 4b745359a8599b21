import type { TBackOfficeMenu } from '@comanda/domain';
import { create } from 'zustand';
import { errorMessage } from '../../../lib/error-message.ts';
import { backOffice } from '../api/clients.ts';

type Notice = { ok: boolean; text: string } | null;

type BackOfficeState = {
  ir: string;
  data: TBackOfficeMenu | null;
  notice: Notice;
  choose(ir: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a save and reads the menu again; its refusal (in the manager's language) becomes the notice. */
  run(save: () => Promise<{ changed: boolean } | unknown>, done: string, unchanged: string): Promise<boolean>;
  say(notice: Notice): void;
  /** An editor closed without saving: a refusal it caused is no longer about anything on screen. */
  dismissRefusal(): void;
  reset(): void;
};

/** The venue a manager edits (chosen in the back office's frame) and its menu as the back office reads it (with stock and version). */
export const useBackOffice = create<BackOfficeState>((set, get) => ({
  ir: '',
  data: null,
  notice: null,
  async choose(ir) {
    set({ ir, data: null, notice: null });
    await get().reload();
  },
  async reload() {
    const { ir } = get();
    if (!ir) return;
    try {
      const data = await backOffice.menu(ir);
      if (get().ir === ir) set({ data });
    } catch (e) {
      set({ notice: { ok: false, text: errorMessage(e) } });
    }
  },
  async run(save, done, unchanged) {
    try {
      const answer = await save();
      const changed = !(
        answer &&
        typeof answer === 'object' &&
        'changed' in answer &&
        answer.changed === false
      );
      set({ notice: { ok: true, text: changed ? done : unchanged } });
      await get().reload();
      return true;
    } catch (e) {
      set({ notice: { ok: false, text: errorMessage(e) } });
      return false;
    }
  },
  say: (notice) => set({ notice }),
  dismissRefusal: () => set((s) => (s.notice?.ok === false ? { notice: null } : s)),
  reset: () => set({ ir: '', data: null, notice: null }),
}));
