import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Code, serverMessages } from '../../../src/contract/index.ts';

/** The published error list of docs/merchant-api.md: `| code | \`msgId\` | meaning | what to do |` rows. */
const doc = readFileSync(new URL('../../../docs/merchant-api.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Error codes'), doc.indexOf('## Callbacks'));
const rows = [...section.matchAll(/^\| (\d{3}) \| `([\w.]+)` \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => ({
  code: Number(m[1]),
  msgId: m[2]!,
  meaning: m[3]!.trim(),
  todo: m[4]!.trim(),
}));

/** What the merchant API answers with on its own paths (server/modules/orders/create.ts, merchant-api, payouts/create.ts). */
const answered = [
  'errors.signInvalid',
  'errors.signTypeMismatch',
  'errors.merchantUnknown',
  'errors.productUnavailable',
  'errors.mchOrderNoConflict',
  'errors.orderNotFound',
  'errors.payoutNotFound',
  'validation.merchantQuery.orderRequired',
];

describe('the published merchant API error list', () => {
  it('names only message ids the server has, each with a meaning and what to do', () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(Object.keys(serverMessages), r.msgId).toContain(r.msgId);
      expect(Object.values(Code), r.msgId).toContain(r.code);
      expect(r.meaning.length, r.msgId).toBeGreaterThan(10);
      expect(r.todo.length, r.msgId).toBeGreaterThan(5);
    }
  });

  it('lists every refusal of the merchant API once', () => {
    const ids = rows.map((r) => r.msgId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of answered) expect(ids).toContain(id);
  });
});
