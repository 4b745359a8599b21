import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No module of the apps or packages imports itself back through others. A circle makes the order modules
 * load in matter (a value read before its module ran is undefined), hides which module owns a type or
 * function, and keeps a lazily loaded chunk tied to the one that loads it. Type imports and lazy `import()` count: a
 * circle is broken at its cause — the shared type or function moved to the module that owns it, or a
 * callback passed in — never by turning an import lazy.
 *
 * Relative imports of .ts/.tsx files are read as text (the project writes every one with its extension);
 * tests are left out, as they import what they test.
 */

/** The apps' and packages' sources, each read on its own (packages import each other by name, not by path). */
const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'apps/kiosk/src',
  ...readdirSync('packages')
    .map((name) => `packages/${name}/src`)
    .filter((src) => existsSync(src)),
];

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+\.tsx?)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each file's imports of other files of the same root. */
function importGraph(root: string): Map<string, string[]> {
  const files = sourceFiles(root);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) =>
        resolve(dirname(file), m[1]!),
      );
      return [file, [...new Set(targets.filter((t) => known.has(t)))]];
    }),
  );
}

/** Every circle, one per strongly connected group (Tarjan), spelt as a path back to where it starts. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.includes(v)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.map((group) => shortestCircle(graph, new Set(group), group.sort()[0]!));
}

/** The shortest way from `start` back to itself inside its group (breadth first). */
function shortestCircle(graph: Map<string, string[]>, group: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

describe('import cycles', () => {
  it.each(SOURCE_ROOTS)('%s has none', (root) => {
    const folder = resolve(root);
    const cycles = importCycles(importGraph(folder)).map((c) =>
      c.map((f) => relative(folder, f)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });

  it('finds a circle through a type import and a lazy import, and spells it from its first file', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['e.ts', 'e.ts'],
    ]);
    const text = `import type { A } from './a.ts';\nconst L = lazy(() => import('../b/c.tsx'));\nimport './x.css';`;
    expect([...text.matchAll(IMPORT)].map((m) => m[1])).toEqual(['./a.ts', '../b/c.tsx']);
  });
});
