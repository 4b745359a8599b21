import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

/** What the plan reads of a build's output: each chunk's file, entry module, static imports and modules. */
export type PlannedChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
};

/**
 * Which modules go into which step's chunk, from the bundler's own split (its tree-shaken chunks): step n
 * takes every module of the chunks root n's chunk loads by static imports that the entry and no earlier
 * root load (the site has one entry, index.html's script). Roots are matched as the end of a module id ('src/boot.tsx'); one the split does not show as
 * a chunk of its own is an error, so a renamed module cannot silently undo the plan.
 */
export function planStartupSteps(
  chunks: readonly PlannedChunk[],
  roots: readonly string[],
): Map<string, number> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (end: string) => {
    const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(end));
    if (!found) throw new Error(`startup-chunks: no chunk of its own for ${end}`);
    return found;
  };
  const loaded = new Set<string>();
  /** The chunks `from` loads that nothing before it has: itself and its static imports, recursively. */
  const newlyLoaded = (from: PlannedChunk): PlannedChunk[] => {
    const found: PlannedChunk[] = [];
    const pending = [from];
    while (pending.length > 0) {
      const chunk = pending.pop() as PlannedChunk;
      if (loaded.has(chunk.fileName)) continue;
      loaded.add(chunk.fileName);
      found.push(chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
    return found;
  };
  // The entry's own chunks load first and stay as they are.
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) newlyLoaded(entry);
  const stepOf = new Map<string, number>();
  roots.forEach((root, step) => {
    for (const chunk of newlyLoaded(chunkOf(root)))
      for (const id of chunk.moduleIds) if (!stepOf.has(id)) stepOf.set(id, step);
  });
  return stepOf;
}

/** A short name for a step's chunk: its root's file name ('start-3-boot'). */
const stepName = (root: string, step: number) =>
  `start-${step + 1}-${root.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '')}`;

/** The chunks of a build without writing it (`write: false`), in the plan's shape. */
async function splitOf(config: InlineConfig): Promise<PlannedChunk[]> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((out) =>
    out.output.flatMap((item) =>
      item.type === 'chunk'
        ? [
            {
              fileName: item.fileName,
              isEntry: item.isEntry,
              facadeModuleId: item.facadeModuleId,
              imports: item.imports,
              moduleIds: Object.keys(item.modules),
            },
          ]
        : [],
    ),
  );
}

/**
 * The menu page's start-up in a few chunks, one per step, instead of the four dozen tiny ones the
 * bundler's automatic split makes of it (issue 11: gzip packs one file of shared code far better than many
 * small ones, and each file is a request). `roots` are the modules the page imports one after another
 * (main.tsx: React's DOM renderer, the language, the app; then the menu route's loader and page). A first
 * build without this plugin (`firstPass`: the same plugins and aliases) gives the bundler's own tree-shaken
 * split; step n's chunk is then every module of the chunks root n loads that no earlier step and not the
 * entry loads (planStartupSteps). So each step's chunk imports only the entry's and earlier steps' chunks
 * and is evaluated when its own `import()` runs, as before; no module moves onto the menu page that was
 * not there. Another page that shares a module with a step loads that step's chunk — already in the cache
 * when the diner came through the menu.
 */
export function startupChunks(options: { firstPass: InlineConfig; roots: readonly string[] }): Plugin {
  return {
    name: 'comanda-startup-chunks',
    apply: 'build',
    async config(_config, env) {
      if (env.isSsrBuild) return;
      const stepOf = planStartupSteps(await splitOf(options.firstPass), options.roots);
      const groups = options.roots.map((root, step) => ({
        name: stepName(root, step),
        // Earlier steps first: a module a later step's code needs was placed in an earlier step already.
        priority: options.roots.length - step,
        test: (id: string) => stepOf.get(id) === step,
        // The plan placed every module a step needs already (its own, an earlier step's, the entry's): taking
        // dependencies along would pull the entry's small shared modules (next-task.ts) into a step, and the
        // entry would then import that whole step at once.
        includeDependenciesRecursively: false,
      }));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
