// Extracts the catalogs, then fills Chinese translations from JSON files of
// {"message.id": {"zh-CN": "…", "zh-TW": "…"}}. One quick step, so several people adding messages
// at once do not overwrite each other's translations; run it again at any time, it is idempotent.
// Usage: node scripts/i18n-fill.mjs [file.json …]   (prints the ids still untranslated)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

execFileSync('npx', ['lingui', 'extract'], { stdio: 'ignore' });
const translations = Object.assign({}, ...process.argv.slice(2).map((f) => JSON.parse(readFileSync(f, 'utf8'))));
let missing = 0;
for (const locale of ['zh-CN', 'zh-TW']) {
  const file = `src/locales/${locale}/messages.po`;
  const po = PO.parse(readFileSync(file, 'utf8'));
  for (const item of po.items) {
    const t = translations[item.msgid]?.[locale];
    if (t) item.msgstr = [t];
    if (!item.msgstr[0]) {
      missing++;
      console.log(`${locale}: untranslated ${item.msgid}`);
    }
  }
  writeFileSync(file, po.toString() + '\n');
}
console.log(missing ? `${missing} untranslated` : 'all catalogs complete');
