import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** How the sign-in entry imports its catalogs: `…/messages.po?sign-in` (src/sign-in.tsx). */
export const signInCatalogQuery = '?sign-in';

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
// Messages carry explicit ids (lingui.config.ts): `t({ id: 'auth.fields.account', … })`, `msg({ id: … })`, `<Trans id="…">`.
const idPattern = /\bid(?::\s*|=)(['"])([\w.-]+)\1/g;

function resolveSource(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.split('?')[0]!);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Every message id written in the source files the entry reaches through its imports, static or
 * dynamic (a sheet loaded on tap needs its words too). Ids the catalog does not have are ignored.
 */
export function messageIdsReachableFrom(entry: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(idPattern)) ids.add(m[2]!);
    for (const m of text.matchAll(importPattern)) {
      const next = resolveSource(file, m[1]!);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return ids;
}

/**
 * The sign-in page's catalogs (decision 061): the messages its own code can show, compiled from
 * the same .po files as the app's full catalogs, so nothing is translated twice and a new message
 * on the sign-in page is in its catalog without a list to keep. The payer's checkout page
 * (decision 113) gets its own the same way, imported with `?checkout`.
 */
export function signInCatalog(entry: string, query: string = signInCatalogQuery): Plugin {
  const config = getConfig();
  let ids: Set<string> | undefined;
  return {
    name: `catalog${query}`,
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.po${query}`)) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const found = getCatalogForFile(relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of the catalogs of lingui.config.ts`);
      const { messages } = await found.catalog.getTranslations(found.locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale: config.sourceLocale ?? found.locale,
      });
      ids ??= messageIdsReachableFrom(entry);
      const picked = Object.fromEntries(Object.entries(messages).filter(([key]) => ids!.has(key)));
      const { source, errors } = createCompiledCatalog(found.locale, picked, { namespace: 'es' });
      if (errors.length > 0)
        throw new Error(
          `the sign-in catalog of ${found.locale} does not compile: ${errors.map((e) => e.id).join(', ')}`,
        );
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
