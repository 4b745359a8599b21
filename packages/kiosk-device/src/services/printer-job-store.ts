import * as nodeFs from 'node:fs/promises';
import type { PrintJobStore, StoredJob } from '@comanda/printing';
import { type AtomicFs, keepCorruptFileAside, readAtomicFile, writeFileAtomically } from './atomic-file.ts';

export const PRINT_JOBS_FILE = 'print-jobs.json';
/**
 * Completed ids remembered for dedupe. A server job is re-listed by GET /srv/print/pending until its ack
 * lands, so its id must outlive a few days of tickets; 2000 ids are weeks of a busy totem and a few dozen KB.
 */
export const COMPLETED_IDS_KEPT = 2000;

type FileShape = {
  version: 1;
  pending: (Omit<StoredJob, 'tickets'> & { tickets: string[] })[];
  completed: string[];
};

export type FileJobStore = PrintJobStore & {
  /** Waits for pending writes. */
  close(): Promise<void>;
};

/**
 * The kiosk's print job store: one JSON file in the device data folder, rewritten atomically on every
 * change (temp file, fsync, rename), with tickets as base64. Each method resolves only once its change is
 * on disk, which is what the queue's "a restart neither loses nor reprints" rests on: a job is durable
 * before enqueue answers, progress is durable after each ticket, and a completed id is remembered so the
 * same id is acknowledged again instead of printed again.
 */
export async function openFileJobStore(dir: string, fs: AtomicFs = nodeFs): Promise<FileJobStore> {
  const text = await readAtomicFile(dir, PRINT_JOBS_FILE, fs);
  let state: FileShape;
  try {
    state = parse(text);
  } catch {
    // Atomic writes make this unlikely (a disk fault); a totem must still sell, so keep the file aside for a
    // technician and start empty rather than refuse to start.
    await keepCorruptFileAside(dir, PRINT_JOBS_FILE, fs);
    state = parse(null);
  }
  // Writes run one after another, each on the state the previous one left.
  let queue: Promise<void> = Promise.resolve();

  const commit = (update: (current: FileShape) => FileShape): Promise<void> => {
    const write = queue.then(async () => {
      const next = update(state);
      await writeFileAtomically(dir, PRINT_JOBS_FILE, JSON.stringify(next), fs);
      state = next;
    });
    queue = write.catch(() => undefined);
    return write;
  };

  return {
    pending: async () => state.pending.map(fromFile),
    save: (job) =>
      commit((current) => {
        const stored = toFile(job);
        const at = current.pending.findIndex((p) => p.id === job.id);
        const pending =
          at < 0 ? [...current.pending, stored] : current.pending.map((p, i) => (i === at ? stored : p));
        return { ...current, pending };
      }),
    complete: (id) =>
      commit((current) => ({
        ...current,
        pending: current.pending.filter((p) => p.id !== id),
        completed: [...current.completed.filter((c) => c !== id), id].slice(-COMPLETED_IDS_KEPT),
      })),
    isComplete: async (id) => state.completed.includes(id),
    close: () => queue,
  };
}

function parse(text: string | null): FileShape {
  const empty: FileShape = { version: 1, pending: [], completed: [] };
  if (text === null) return empty;
  const value = JSON.parse(text) as Partial<FileShape>;
  return {
    version: 1,
    pending: Array.isArray(value.pending) ? value.pending : [],
    completed: Array.isArray(value.completed) ? value.completed : [],
  };
}

const toFile = (job: StoredJob): FileShape['pending'][number] => ({
  ...job,
  tickets: job.tickets.map((bytes) => Buffer.from(bytes).toString('base64')),
});

const fromFile = (job: FileShape['pending'][number]): StoredJob => ({
  ...job,
  tickets: job.tickets.map((text) => new Uint8Array(Buffer.from(text, 'base64'))),
});
