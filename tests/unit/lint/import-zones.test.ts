import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints a made-up file at a real place in the tree, so the import resolves as it would there:
// each case is a wrong import the zones of eslint.config.js must refuse, or a right one they allow.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, importPath: string): Promise<string[]> {
  const code = `import * as target from '${importPath}';\nexport const used = target;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import zones', () => {
  it('refuses an import from a feature into the app shell', async () => {
    expect(await zoneErrors('src/features/orders/zone-fixture.ts', '../../app/router.tsx')).toHaveLength(1);
  });

  it("refuses an import into another feature's internals", async () => {
    expect(
      await zoneErrors('src/features/orders/zone-fixture.ts', '../payouts/components/payouts-page.tsx'),
    ).toHaveLength(1);
  });

  it("allows an import of another feature's index.ts", async () => {
    expect(await zoneErrors('src/features/orders/zone-fixture.ts', '../payouts/index.ts')).toEqual([]);
  });

  it('refuses an import from shared components into a feature', async () => {
    expect(await zoneErrors('src/components/zone-fixture.ts', '../features/payouts/index.ts')).toHaveLength(1);
  });

  it('refuses an import from the contract into the shared services', async () => {
    expect(await zoneErrors('src/contract/zone-fixture.ts', '../lib/api/client.ts')).toHaveLength(1);
  });

  it("refuses an import from the app shell into a feature's internals", async () => {
    expect(await zoneErrors('src/app/zone-fixture.ts', '../features/payouts/components/payouts-page.tsx')).toHaveLength(
      1,
    );
  });

  it("allows the app shell a feature's routes.ts, which declares its routes and lazy page loaders", async () => {
    expect(await zoneErrors('src/app/routes/zone-fixture.ts', '../../features/payouts/routes.ts')).toEqual([]);
  });

  it("refuses an import from one feature into another's routes.ts", async () => {
    expect(await zoneErrors('src/features/orders/zone-fixture.ts', '../payouts/routes.ts')).toHaveLength(1);
  });

  it("refuses an import from one server module into another's repository", async () => {
    expect(await zoneErrors('server/modules/payouts/zone-fixture.ts', '../orders/repository.ts')).toHaveLength(1);
  });

  it("refuses an import from one server module into another's routes", async () => {
    expect(await zoneErrors('server/modules/payouts/zone-fixture.ts', '../orders/routes.ts')).toHaveLength(1);
  });

  it("allows an import of another server module's index.ts", async () => {
    expect(await zoneErrors('server/modules/payouts/zone-fixture.ts', '../orders/index.ts')).toEqual([]);
  });

  it('refuses an import from server/http into a module', async () => {
    expect(await zoneErrors('server/http/zone-fixture.ts', '../modules/user/index.ts')).toHaveLength(1);
  });

  it('refuses an import from a module into the demo seed', async () => {
    expect(await zoneErrors('server/modules/orders/zone-fixture.ts', '../../seed/demo.ts')).toHaveLength(1);
  });
});
