import type { CallDef } from './call.ts';
import * as contract from './index.ts';

function isCall(value: unknown): value is CallDef {
  if (typeof value !== 'object' || value === null) return false;
  const def = value as Partial<CallDef>;
  return (def.method === 'GET' || def.method === 'POST') && typeof def.path === 'string' && def.input !== undefined;
}

/**
 * Every call of the API contract, found in the groups its index exports (`adminCalls`, …), once
 * per `METHOD path` (some groups share calls), keyed `group.name`. Not exported by the index: it
 * reads the index, and only tests that walk the whole contract need it.
 */
export function everyCall(): { name: string; def: CallDef }[] {
  const seen = new Map<string, { name: string; def: CallDef }>();
  for (const [group, members] of Object.entries(contract)) {
    if (typeof members !== 'object' || members === null || Array.isArray(members)) continue;
    for (const [name, def] of Object.entries(members as Record<string, unknown>)) {
      if (!isCall(def)) continue;
      const key = `${def.method} ${def.path}`;
      if (!seen.has(key)) seen.set(key, { name: `${group}.${name}`, def });
    }
  }
  return [...seen.values()];
}
