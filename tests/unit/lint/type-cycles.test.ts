import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph } from './import-graph.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('import cycles through type imports', () => {
  it('finds a cycle that only `import type` makes (the probe import-x/no-cycle would skip)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'type-cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = { b?: B };\n");
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a.ts';\nexport type B = { a?: A };\n");
      writeFileSync(join(dir, 'c.ts'), "import type { A } from './a.ts';\nexport type C = A;\n");
      expect(cyclesOf(importGraph(dir, ['.']))).toEqual([['a.ts', 'b.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has none in the app, the server and the workers', () => {
    expect(cyclesOf(importGraph(root, ['src', 'server', 'workers']))).toEqual([]);
  });
});
