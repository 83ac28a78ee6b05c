import { zipSync, type Zippable } from 'fflate';

/**
 * write-excel-file's zip step, compressed here in the sheet worker instead of fflate's `zip()`,
 * which starts a further worker from a `blob:` address once a sheet passes 160 KB: the app's
 * Content-Security-Policy allows workers from the app's own origin only, so that worker never
 * started and a large Excel export never ended (decision 126). The sheet worker is off the main
 * thread already, so the synchronous form costs the page nothing. vite.config.ts puts this module
 * in place of the library's own for the app's bundles.
 */
export default function zipToArrayBuffer(files: Zippable): Promise<ArrayBuffer> {
  const zipped = zipSync(files);
  return Promise.resolve(zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength) as ArrayBuffer);
}
