import * as zod from 'zod/v4';

/**
 * What `zod` resolves to in the browser bundles (vite.config.ts aliases it here for the app, its
 * workers and the service worker); the server keeps plain zod.
 *
 * The Content-Security-Policy has no 'unsafe-eval' (decision 049), so zod's compiled object parsers
 * could never run here, and the `new Function` zod tries once per page or worker to find out is
 * reported as a policy violation although zod catches the refusal. `jitless` skips both: the
 * setting is read when each object schema is built, so it is made before any module that imports
 * zod through this file runs.
 */
zod.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
