import { ApiError } from '@comanda/api-client';
import { KITCHEN_TIMERS_DEFAULT, type TStaffOrder, type TStaffVenue } from '@comanda/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedActions, boardColumns, createStaffBoardStore, lineCancellable } from './staff-board-store.ts';

const venue = (irl: string): TStaffVenue => ({
  irl,
  ir: irl.split('-')[0]!,
  il: irl.split('-')[1]!,
  name: `Local ${irl}`,
  timers: { ...KITCHEN_TIMERS_DEFAULT },
  printDevice: null,
  managesScreens: false,
});

/** A plain in-memory localStorage: the board's session lives there (it survives a browser restart). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});

const order = (iped: string, ss: number, sp = 0, fc = '2026-11-22T12:00:00Z', kitchen = 'released') =>
  ({ iped, ss, sp, stdvy: 40, fc, kitchen }) as unknown as TStaffOrder;

describe('staff board (spec/3 §4 Staff gating, spec/1 §4 statuses)', () => {
  it('offers the moves the domain allows', () => {
    expect(allowedActions(order('a', 0))).toEqual(['confirm', 'prepare', 'paid', 'cancel']);
    expect(allowedActions(order('b', 1, 2))).toEqual(['prepare', 'ready', 'finish', 'cancel']);
    expect(allowedActions(order('c', -1))).toEqual([]);
  });

  it('offers only "Marcar pagado" and cancel for an order waiting for its payment', () => {
    const waiting = order('w', 0, 1, '2026-11-22T12:00:00Z', 'waitingPayment');
    expect(allowedActions(waiting)).toEqual(['paid', 'cancel']);
    // Waiting to be confirmed (a restaurant that releases on confirmation) is not waiting for money.
    const unconfirmed = order('u', 0, 0, '2026-11-22T12:00:00Z', 'waitingConfirmation');
    expect(allowedActions(unconfirmed)).toEqual(['confirm', 'prepare', 'paid', 'cancel']);
  });

  it('groups orders by column, newest first', () => {
    const cols = boardColumns([
      order('a', 0, 0, '2026-11-22T10:00:00Z'),
      order('b', 0),
      order('c', 2),
      order('d', -2),
    ]);
    expect(cols.fresh.map((o) => o.iped)).toEqual(['b', 'a']);
    expect(cols.progress.map((o) => o.iped)).toEqual(['c']);
    expect(cols.done.map((o) => o.iped)).toEqual(['d']);
  });

  it('replaces an order with the server answer after a move, one move at a time', async () => {
    const api = {
      staffOrders: vi.fn(async () => [order('a', 0)]),
      staffAction: vi.fn(async () => order('a', 1)),
      staffCancelLine: vi.fn(async () => order('a', 1)),
    };
    const store = createStaffBoardStore(api);
    store.getState().signIn('tok');
    store.getState().choose(venue('cmdDemoSantiagoPizza00001-1'));
    await store.getState().load();
    const first = store.getState().act('a', 'confirm');
    await store.getState().act('a', 'confirm');
    await first;
    expect(api.staffAction).toHaveBeenCalledTimes(1);
    expect(store.getState().orders[0]?.ss).toBe(1);
  });

  it('offers to cancel a line only while the order is open and the line is not cancelled (spec/1 §4)', async () => {
    const withLines = (ss: number) =>
      ({
        ...order('a', ss),
        det: {
          lines: [
            { lir: 0, st: 0 },
            { lir: 1, st: 170 },
          ],
        },
      }) as unknown as TStaffOrder;
    expect(lineCancellable(withLines(1), 0)).toBe(true);
    expect(lineCancellable(withLines(1), 1)).toBe(false);
    expect(lineCancellable(withLines(3), 0)).toBe(false);
    expect(lineCancellable(withLines(-1), 0)).toBe(false);
    const changed = withLines(1);
    const api = {
      staffOrders: vi.fn(async () => [withLines(1)]),
      staffAction: vi.fn(async () => withLines(1)),
      staffCancelLine: vi.fn(async () => changed),
    };
    const store = createStaffBoardStore(api);
    store.getState().signIn('tok');
    store.getState().choose(venue('cmdDemoSantiagoPizza00001-1'));
    await store.getState().load();
    await store.getState().cancelLine('a', 0);
    expect(api.staffCancelLine).toHaveBeenCalledWith('a', 0);
    expect(store.getState().orders[0]).toBe(changed);
  });

  const quietApi = () => ({
    staffOrders: vi.fn(async () => [order('a', 0)]),
    staffAction: vi.fn(async () => order('a', 1)),
    staffCancelLine: vi.fn(async () => order('a', 1)),
  });

  it('keeps the session and the venue for the next start of the browser (issue 13 item 2)', () => {
    const first = createStaffBoardStore(quietApi());
    first.getState().signIn('tok');
    first.getState().choose(venue('cmdDemoSantiagoPizza00001-1'));
    const after = createStaffBoardStore(quietApi()).getState();
    expect(after.token).toBe('tok');
    expect(after.kind).toBe('person');
    expect(after.venue?.irl).toBe('cmdDemoSantiagoPizza00001-1');
  });

  it('signs the person out to change venue, with the spec’s notice, and opens that venue next (spec/3 §4)', () => {
    const store = createStaffBoardStore(quietApi());
    store.getState().signIn('tok');
    store.getState().choose(venue('cmdDemoSantiagoPizza00001-1'));
    store.getState().changeVenue('cmdDemoSantiagoSang00002-1');
    expect(store.getState()).toMatchObject({ token: null, venue: null, notice: 'venue-change' });
    expect(store.getState().wantedIrl).toBe('cmdDemoSantiagoSang00002-1');
    expect(createStaffBoardStore(quietApi()).getState().token).toBeNull();
    store.getState().signIn('tok2');
    expect(store.getState().notice).toBeNull();
  });

  it('asks a person to sign in when the session is refused, and a screen when its token is revoked', async () => {
    const refused = {
      ...quietApi(),
      staffOrders: vi.fn(async (): Promise<TStaffOrder[]> => {
        throw new ApiError('Debes iniciar sesión para continuar', 401, 'unauthorized');
      }),
    };
    const person = createStaffBoardStore(refused);
    person.getState().signIn('tok');
    person.getState().choose(venue('cmdDemoSantiagoPizza00001-1'));
    await person.getState().load();
    expect(person.getState()).toMatchObject({ token: null, notice: 'session-ended' });

    const screen = createStaffBoardStore(refused);
    screen.getState().becomeScreen('screen-token', 'Pantalla parrilla');
    screen.getState().choose(venue('cmdDemoSantiagoPizza00001-1'));
    expect(createStaffBoardStore(refused).getState()).toMatchObject({
      kind: 'screen',
      screenName: 'Pantalla parrilla',
    });
    await screen.getState().load();
    expect(screen.getState()).toMatchObject({ token: null, kind: 'person', notice: 'screen-revoked' });
  });

  it('counts the lists received, so the first one announces nothing', async () => {
    const store = createStaffBoardStore(quietApi());
    store.getState().signIn('tok');
    store.getState().choose(venue('cmdDemoSantiagoPizza00001-1'));
    expect(store.getState().loads).toBe(0);
    await store.getState().load();
    expect(store.getState().loads).toBe(1);
    store.getState().choose(venue('cmdDemoSantiagoSang00002-1'));
    expect(store.getState().loads).toBe(0);
  });

  it('keeps the new-order sound setting across restarts', () => {
    expect(createStaffBoardStore(quietApi()).getState().muted).toBe(false);
    createStaffBoardStore(quietApi()).getState().setMuted(true);
    expect(createStaffBoardStore(quietApi()).getState().muted).toBe(true);
  });
});
