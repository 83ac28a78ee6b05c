import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 120: one clock per language on screens, alerts, banners and exports. Every date or
// time the app writes goes through src/lib/i18n/time-format.ts; formatting one directly (Lingui's
// i18n.date, Date's toLocale*String, a forced hour12) is how lists ended up in AM/PM while alerts
// said 24 h. The contract is left out: it computes days and reads SMS times, it writes none.
const src = fileURLToPath(new URL('../../../src/', import.meta.url));
const helper = 'lib/i18n/time-format.ts';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'locales' || e.name === 'contract'
        ? []
        : files(join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

describe('dates and times are formatted in one place', () => {
  it('leaves no direct date formatting outside the time-format helper', () => {
    const found: string[] = [];
    for (const file of files(src)) {
      const rel = file.slice(src.length);
      if (rel === helper) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(
        /i18n\.date\(|\.toLocale(?:Time|Date)String\(|hour12|hourCycle|new Date\([^)]*\)\.toLocaleString\(/g,
      )) {
        found.push(`${rel}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
