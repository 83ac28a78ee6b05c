/**
 * Hashed build output never changes under its name: a year, immutable. The pages, the service
 * worker, the manifests and the runtime config are asked again on every load (revalidated, so a
 * deploy is seen at once); the rest (icons, sounds) a day.
 */
export function staticCacheControl(pathInStaticDir: string): string {
  // The file sent may be the .br or .gz beside the one asked for: its name decides.
  const file = pathInStaticDir.replaceAll('\\', '/').replace(/\.(?:br|gz)$/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (/^(?:index\.html|sign-in(?:\.[A-Za-z-]+)?\.html|sw\.js|config\.json|[^/]+\.webmanifest)$/.test(file))
    return 'no-cache';
  return 'public, max-age=86400';
}
