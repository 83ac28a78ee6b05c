import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints made-up text in place of a real file that another real file imports back, so the cycle
// runs through the tree as it would: src/lib/routes/match.ts imports ./expand.ts for `allows`.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function cycleErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

describe('import cycles (import-x/no-cycle)', () => {
  it('fail lint when a module imports one that imports it back', async () => {
    const code = "import { findRoute } from './match.ts';\nexport const used = findRoute;\n";
    expect(await cycleErrors('src/lib/routes/expand.ts', code)).toHaveLength(1);
  });

  it('fail lint through a lazy import too (a page loader that closes a cycle)', async () => {
    const code = "export const load = () => import('./match.ts');\n";
    expect(await cycleErrors('src/lib/routes/expand.ts', code)).toHaveLength(1);
  });

  it('leave an import that does not lead back alone', async () => {
    const code = "import { menuGroups } from './groups.ts';\nexport const used = menuGroups;\n";
    expect(await cycleErrors('src/lib/routes/expand.ts', code)).toEqual([]);
  });
});
