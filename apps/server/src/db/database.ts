/**
 * The one storage interface: PostgreSQL SQL with $n parameters. PGlite (embedded, the default) and
 * PostgreSQL (DATABASE_URL) both implement it, so every store runs the same queries on either.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** Stops a listen; resolves once the channel is no longer listened to. */
export type Unlisten = () => Promise<void>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: all of its writes land, or none do. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls onPayload with every NOTIFY on `channel`, from this instance or any other sharing the database.
   * Channel names are logical: an implementation may qualify them (a test schema gets its own channels).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /**
   * NOTIFY `channel` (payload under 8000 bytes, PostgreSQL's limit). Given a transaction, the notice goes out
   * when it commits and not at all when it rolls back; otherwise at once.
   */
  notify(channel: string, payload: string, tx?: Queryable): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;
