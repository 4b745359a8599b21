/**
 * The one storage interface: PostgreSQL SQL with $n parameters. PGlite (embedded, the default) and
 * PostgreSQL (DATABASE_URL) both implement it, so every store runs the same queries on either.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: all of its writes land, or none do. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
