import { describe, expect, it } from 'vitest';
import { int4Max, isStored64 } from '../../../src/contract/validation.ts';
import { everyCall } from '../../../src/contract/every-call.ts';

/** The part of zod 4's schema definition this walk reads. */
interface Def {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  element?: unknown;
  valueType?: unknown;
  items?: unknown[];
  left?: unknown;
  right?: unknown;
  getter?: () => unknown;
  checks?: { _zod: { def: { check: string; format?: string; value?: unknown } } }[];
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The largest value a number schema lets through, from its checks (Infinity when unbounded). */
function maximumOf(def: Def): number {
  let max = Infinity;
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'less_than' && typeof c.value === 'number') max = Math.min(max, c.value);
    if (c.check === 'number_format' && c.format === 'safeint') max = Math.min(max, Number.MAX_SAFE_INTEGER);
    if (c.check === 'number_format' && c.format === 'int32') max = Math.min(max, int4Max);
  }
  return max;
}

/** Every number schema in an input, with where it is and whether it fits the column it goes to. */
function unfitting(schema: unknown, path: string, out: string[], seen = new Set<unknown>()): void {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (s: unknown, p = path) => unfitting(s, p, out, seen);
  switch (def.type) {
    case 'number': {
      const max = maximumOf(def);
      const fits = max <= int4Max || (isStored64(schema) && max <= Number.MAX_SAFE_INTEGER);
      if (!fits) out.push(`${path} (at most ${max})`);
      return;
    }
    case 'bigint':
      out.push(`${path} (a bigint)`);
      return;
    case 'object':
      for (const [k, v] of Object.entries(def.shape ?? {})) walk(v, `${path}.${k}`);
      walk(def.catchall, `${path}.*`);
      return;
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'tuple':
      return (def.items ?? []).forEach((x, i) => walk(x, `${path}[${i}]`));
    case 'union':
      return (def.options ?? []).forEach((o) => walk(o));
    case 'intersection':
      walk(def.left);
      return walk(def.right);
    case 'pipe':
      walk(def.in);
      return walk(def.out);
    case 'lazy':
      return walk(def.getter?.());
    default:
      walk(def.innerType);
  }
}

/**
 * Decision 109: a number past its column's range reached the database and answered 500 (msg_id
 * 2147483648 on an int4 column, an amount of 17 digits in minor units past JavaScript's exact
 * integers). Every number the contract accepts is bounded to fit where it is stored: int4 unless
 * marked as stored in a bigint column, then JavaScript's safe integers.
 */
describe('every number in the contract fits its column', () => {
  it('bounds each number of each call input by int4, or by the safe integers where stored as bigint', () => {
    const out: string[] = [];
    const calls = everyCall();
    for (const { name, def } of calls) unfitting(def.input, name, out);
    expect(calls.length).toBeGreaterThan(200);
    expect(out).toEqual([]);
  });
});
