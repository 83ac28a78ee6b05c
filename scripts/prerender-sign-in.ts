/**
 * Prerenders the sign-in page (decision 061): builds src/sign-in-prerender.tsx for Node with the
 * same plugins as the app (so CSS module class names match), renders the login step in each
 * language and writes `dist/sign-in.<language>.html` from the built `dist/sign-in.html`. The server
 * answers /login with the one of the reader's language (server/http/sign-in-page.ts). Run by
 * `npm run build` after `vite build`.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { languages, signInPage, type Language } from '../src/contract/index.ts';
import { manifestFile } from '../src/app/pwa-manifest.ts';
import { signInCatalog } from './sign-in-catalog.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.cache/sign-in-prerender/', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    signInCatalog(`${root}src/sign-in.tsx`),
  ],
  build: { ssr: 'src/sign-in-prerender.tsx', outDir, emptyOutDir: true, target: 'node20', minify: false },
  ssr: { noExternal: true },
});

const { renderSignIn } = (await import(pathToFileURL(`${outDir}sign-in-prerender.js`).href)) as {
  renderSignIn: (language: Language, systemName: string) => string;
};
const template = readFileSync(`${dist}sign-in.html`, 'utf8');
const marker = signInPage.nameMarker;

function page(language: Language): string {
  const markup = renderSignIn(language, marker);
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${marker}</title>`)
    .replace(/href="\/manifest\.webmanifest"/, `href="/${manifestFile(language)}"`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${language}" data-system-name="${marker}">${markup}</div>`,
    );
  if (!filled.includes(`data-prerendered="${language}"`))
    throw new Error('dist/sign-in.html has no empty <div id="root"></div> to fill');
  return filled;
}

for (const language of languages) writeFileSync(`${dist}${signInPage.file(language)}`, page(language));
rmSync(outDir, { recursive: true, force: true });
console.log(`prerendered the sign-in page in ${languages.join(', ')}`);
