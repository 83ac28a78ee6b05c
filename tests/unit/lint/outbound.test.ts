import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Decision 045: a server module that calls out on its own would skip the private-address guard.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const rules = ['no-restricted-globals', 'no-restricted-imports', 'no-restricted-properties'];

async function outboundErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.filter((m) => m.ruleId !== null && rules.includes(m.ruleId)).map((m) => m.ruleId!);
}

describe('one way out of the server', () => {
  it('refuses fetch, node:http(s), undici and web-push sendNotification in a server module', async () => {
    const file = 'server/modules/push/outbound-fixture.ts';
    expect(await outboundErrors(file, "export const go = () => fetch('http://169.254.169.254/');\n")).toEqual([
      'no-restricted-globals',
    ]);
    expect(await outboundErrors(file, "import { request } from 'node:http';\nexport const go = request;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await outboundErrors(file, "import { request } from 'https';\nexport const go = request;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await outboundErrors(
        file,
        "import webpush from 'web-push';\nexport const go = () => webpush.sendNotification({ endpoint: '', keys: { p256dh: '', auth: '' } });\n",
      ),
    ).toEqual(['no-restricted-properties']);
  });

  it('allows them in server/lib/outbound, the guard itself', async () => {
    expect(
      await outboundErrors(
        'server/lib/outbound/outbound-fixture.ts',
        "import { request } from 'node:http';\nexport const go = request;\n",
      ),
    ).toEqual([]);
  });
});
