import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { languages } from './src/contract/constants.ts';
import { manifestFile, manifestTexts } from './src/app/pwa-manifest.ts';
import { signInCatalog } from './scripts/sign-in-catalog.ts';
import { chunkPlan } from './scripts/chunk-plan.ts';

// The build id of the offline cache buster (src/features/offline/persist-cache.ts): a new deploy
// drops the query caches an older build persisted. Vite exposes VITE_* variables to the app.
process.env.VITE_APP_BUILD ??= new Date().toISOString();

/** Workbox's precache limit; a bigger file would silently be left out of the offline cache. */
const maxPrecacheBytes = 2 * 1024 * 1024;
const precachePattern = /\.(js|css|html|png|svg|ico|woff2|mp3)$/;

/**
 * Workbox only warns when it skips a file over the limit, and a skipped chunk means a blank screen
 * offline. vite-plugin-pwa 2 already throws in that case; this guard does not depend on that
 * default and also names the file early, while the bundle is still in memory.
 */
function precacheSizeGuard(): Plugin {
  return {
    name: 'precache-size-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const tooBig = Object.values(bundle)
        .filter((f) => precachePattern.test(f.fileName))
        .map((f) => ({ name: f.fileName, size: Buffer.byteLength(f.type === 'chunk' ? f.code : f.source) }))
        .filter((f) => f.size > maxPrecacheBytes);
      if (tooBig.length > 0) {
        const list = tooBig.map((f) => `${f.name} (${(f.size / 1024).toFixed(0)} KiB)`).join(', ');
        this.error(`precache limit ${maxPrecacheBytes} bytes exceeded; split these files: ${list}`);
      }
    },
  };
}

/** Everything of the web manifest but its words (src/app/pwa-manifest.ts has those per language). */
const manifestBase: Partial<ManifestOptions> = {
  id: '/',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1677ff',
  background_color: '#f5f7fa',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** One manifest per language beside the default one; the app links the one of its language. */
function localizedManifests(): Plugin {
  return {
    name: 'localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const lang of languages) {
        this.emitFile({
          type: 'asset',
          fileName: manifestFile(lang),
          source: JSON.stringify({ ...manifestBase, ...manifestTexts[lang], lang }),
        });
      }
    },
  };
}

/**
 * Our modules do nothing when imported but define things (the app shell's patch, the entries and
 * zod's jitless switch aside): one that a bundle uses nothing of is left out, so the sign-in page
 * and the workers do not carry the zod schemas of the whole contract or a feature's other parts.
 */
const ownModulesTreeshake = {
  moduleSideEffects: [
    { test: /[\\/]src[\\/](contract|lib|components|features)[\\/](?!zod-jitless\.ts$).*\.tsx?$/, sideEffects: false },
  ],
};

/** The modules the app's pages loaded on demand share (decision 137), known once the module graph is built. */
const plan = chunkPlan(fileURLToPath(new URL('./src/main.tsx', import.meta.url)));

const resolve = {
  // zod without its eval-compiled parsers, which the Content-Security-Policy refuses (src/lib/zod-jitless.ts).
  alias: [
    { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    // write-excel-file's zip without a blob: worker, which the CSP refuses (workers/sheet/zip-sync.ts).
    {
      find: /^\.\.\/zip\/zipToArrayBuffer\.js$/,
      replacement: fileURLToPath(new URL('./workers/sheet/zip-sync.ts', import.meta.url)),
    },
  ],
};

/** What every page is built with: React, Lingui and the sign-in and checkout pages' own catalogs. */
const pagePlugins = () => [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  // Catalogs are compiled on import, and a missing translation fails the build.
  lingui({ failOnMissing: true, failOnCompileError: true }),
  // The sign-in page's catalogs: the messages its own modules show (decision 061).
  signInCatalog(fileURLToPath(new URL('./src/sign-in.tsx', import.meta.url))),
  // The payer's checkout page's catalogs: the messages of its one module (decision 113).
  signInCatalog(fileURLToPath(new URL('./src/checkout/main.ts', import.meta.url)), '?checkout'),
];

/** A .br and a .gz beside every text file, sent by the server as they are (server/app.ts). */
const compressed = () =>
  compression({
    include: /\.(?:html|css|js|mjs|json|svg|webmanifest|txt)$/,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  });

const target = 'es2022';
/** Libraries change less often than our code: react in its own chunk stays cached across releases. */
const reactGroup = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 };

/**
 * The sign-in page (decision 061) and the payer's checkout page (decision 113), built apart from
 * the app into the same dist (decision 137): the app's chunks group its modules by page, which a
 * build shared with these two pages would make them load. Run by the app's build once its files
 * are written, before the service worker's precache list is made of what dist holds.
 */
/** The web manifest's link vite-plugin-pwa puts in the app's HTML, in these pages' HTML too (the sign-in page installs the app). */
function manifestLink(): Plugin {
  return {
    name: 'manifest-link',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', '<link rel="manifest" href="/manifest.webmanifest"></head>'),
    },
  };
}

/**
 * `pages-common` in index.html beside the shell (decision 140): every page of the app loads it, and
 * left to the page's dynamic import it was asked only once the shell had run, while the network
 * stood idle. Its stylesheet is preloaded, not applied: the page's import applies it.
 */
function preloadPagesCommon(): Plugin {
  return {
    name: 'preload-pages-common',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((f) => f.type === 'chunk' && f.name === 'pages-common');
        if (!chunk || chunk.type !== 'chunk') return html;
        const link = (attrs: Record<string, string | boolean>) => ({ tag: 'link', attrs, injectTo: 'head' as const });
        return [
          link({ rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }),
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) =>
            link({ rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` }),
          ),
        ];
      },
    },
  };
}

const separatePagesBuild: InlineConfig = {
  configFile: false,
  root: fileURLToPath(new URL('./', import.meta.url)),
  logLevel: 'warn',
  publicDir: false,
  resolve,
  plugins: [...pagePlugins(), manifestLink(), compressed()],
  build: {
    target,
    emptyOutDir: false,
    rolldownOptions: {
      input: {
        'sign-in': fileURLToPath(new URL('./sign-in.html', import.meta.url)),
        checkout: fileURLToPath(new URL('./checkout.html', import.meta.url)),
      },
      treeshake: ownModulesTreeshake,
      output: { codeSplitting: { groups: [reactGroup] } },
    },
  },
};

function separatePages(): Plugin {
  return {
    name: 'separate-pages',
    apply: 'build',
    async writeBundle() {
      await build(separatePagesBuild);
    },
  };
}

export default defineConfig({
  // The live and sheet workers are bundled apart from the pages, with the same tree-shaking.
  worker: { rolldownOptions: { treeshake: ownModulesTreeshake } },
  resolve,
  plugins: [
    ...pagePlugins(),
    separatePages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        maximumFileSizeToCacheInBytes: maxPrecacheBytes,
        // Not the manifests: the server answers them with the operator's product name (server/http/manifests.ts).
        globPatterns: ['**/*.{js,css,html,png,svg,ico,woff2,mp3}'],
      },
      manifest: { ...manifestBase, ...manifestTexts['zh-CN'], lang: 'zh-CN' },
    }),
    localizedManifests(),
    plan.plugin,
    preloadPagesCommon(),
    precacheSizeGuard(),
    compressed(),
  ],
  build: {
    target,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // The app; the sign-in and checkout pages are built apart (separatePages above).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
      treeshake: ownModulesTreeshake,
      output: {
        // A page of the app in a handful of files (decision 137): react (cached across releases),
        // the shell (all the entry imports statically), what the pages loaded on demand share
        // (`pages-common`, and `pages-lists` for the list pages' layer, decision 140), and the
        // page's own chunks, which Rolldown's splitting leaves with what only a few pages use.
        codeSplitting: {
          groups: [
            reactGroup,
            { name: 'shell', tags: ['$initial'], priority: 30 },
            { name: (id: string) => plan.sharedGroup(id), debugName: 'pages-shared', priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1.0': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
});
