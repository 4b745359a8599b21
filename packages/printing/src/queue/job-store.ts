/** A print job: tickets printed one after another, acknowledged together by id. */
export type PrintJob = { id: string; tickets: Uint8Array[] };

/** A job as stored: `printedTickets` counts the tickets already on paper, so a restart resumes after them. */
export type StoredJob = PrintJob & { printedTickets: number; enqueuedAt: number };

/**
 * Where the queue keeps jobs so a restart neither loses nor reprints them. The kiosk provides a
 * file-backed store; every method must be durable before it resolves.
 */
export interface PrintJobStore {
  /** Jobs not yet acknowledged, in the order they were added. */
  pending(): Promise<StoredJob[]>;
  /** Adds a job, or records progress of one already added. */
  save(job: StoredJob): Promise<void>;
  /** The job is printed: drop it from pending and remember its id. */
  complete(id: string): Promise<void>;
  isComplete(id: string): Promise<boolean>;
}

/** The store for tests and for processes that may lose jobs on exit. */
export function createMemoryJobStore(): PrintJobStore & { completedIds(): string[] } {
  const pending = new Map<string, StoredJob>();
  const completed = new Set<string>();
  const copy = (job: StoredJob): StoredJob => ({ ...job, tickets: [...job.tickets] });
  return {
    pending: async () => [...pending.values()].map(copy),
    save: async (job) => void pending.set(job.id, copy(job)),
    complete: async (id) => {
      pending.delete(id);
      completed.add(id);
    },
    isComplete: async (id) => completed.has(id),
    completedIds: () => [...completed],
  };
}
