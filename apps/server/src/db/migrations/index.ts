import { catalog } from './001-catalog.ts';
import { catalogVersion } from './002-catalog-version.ts';

export type Migration = { id: string; statements: readonly string[] };

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [catalog, catalogVersion];
