import type { Plugin } from 'vite';

/**
 * Which of the app's modules go to the `pages-common` chunk (decision 137): those that two or more
 * of the chunks loaded on demand (pages, sheets, catalogs) reach through their static imports.
 * Left to Rolldown's own splitting, each set of pages sharing some modules got a chunk of its own,
 * and a page of the app loaded 80 to 120 small files. What the app's entry imports statically
 * goes to the `shell` group before this one (vite.config.ts), and what one page alone uses stays
 * in that page's chunk.
 */
interface ChunkPlan {
  plugin: Plugin;
  /** Whether the module is one that two or more chunks loaded on demand use. */
  isPagesCommon(id: string): boolean;
}

/** `entry`: the module index.html loads (src/main.tsx). */
export function chunkPlan(entry: string): ChunkPlan {
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const info = (id: string) => this.getModuleInfo(id);
      const closure = (from: string, withDynamic: boolean): Set<string> => {
        const seen = new Set<string>();
        const queue = [from];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(info(id)?.importedIds ?? []));
          if (withDynamic) queue.push(...(info(id)?.dynamicallyImportedIds ?? []));
        }
        return seen;
      };
      // Every module a dynamic import of the app loads (a root), then how many roots reach each module.
      const roots = new Set<string>();
      for (const id of closure(entry, true)) for (const d of info(id)?.dynamicallyImportedIds ?? []) roots.add(d);
      const reachedBy = new Map<string, number>();
      for (const root of roots) for (const id of closure(root, false)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
      shared = new Set([...reachedBy].filter(([, count]) => count > 1).map(([id]) => id));
    },
  };
  return { plugin, isPagesCommon: (id) => shared.has(id) };
}
