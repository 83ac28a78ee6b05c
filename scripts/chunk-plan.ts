import type { Plugin } from 'vite';

/**
 * Which of the app's modules go to the `pages-common` and `pages-lists` chunks (decisions 137 and
 * 140): those that two or more of the chunks loaded on demand (pages, sheets, catalogs) reach
 * through their static imports, by how many reach them.
 * Left to Rolldown's own splitting, each set of pages sharing some modules got a chunk of its own,
 * and a page of the app loaded 80 to 120 small files. What the app's entry imports statically
 * goes to the `shell` group before this one (vite.config.ts), and what one page alone uses stays
 * in that page's chunk.
 */
interface ChunkPlan {
  plugin: Plugin;
  /** The group of a module two or more chunks loaded on demand use, by how many reach it; null for the others. */
  sharedGroup(id: string): string | null;
}

/** `entry`: the module index.html loads (src/main.tsx). */
export function chunkPlan(entry: string): ChunkPlan {
  let reach = new Map<string, number>();
  let rootCount = 0;
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
      reach = reachedBy;
      rootCount = roots.size;
    },
  };
  // `pages-common`: what half the roots or more reach (the contract's calls, the query hooks), home
  // included. `pages-lists`: what 10 or more reach, the list pages' layer (the desk table, the
  // virtual list, the filters), which home does not use. The rest, shared by 2 to 9, is left to
  // Rolldown's splitting: one group of it made every page load 30 KB it mostly did not use
  // (decision 140).
  const sharedGroup = (id: string): string | null => {
    const count = reach.get(id) ?? 0;
    if (count < 2) return null;
    if (count * 2 >= rootCount) return 'pages-common';
    if (count >= 10) return 'pages-lists';
    return null;
  };
  return { plugin, sharedGroup };
}
