import { errorLogCalls } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
import { isBrowserNoise, isQuietRejection } from './browser-noise.ts';
import { recordError } from './error-store.ts';
import { createErrorReporter, describeError, type ErrorReport } from './error-reporter.ts';

const post = (report: ErrorReport) => request(errorLogCalls.save, { type: 'script', ...report });

/**
 * Product 8: uncaught errors and unhandled rejections go to the error log (type script) and count
 * towards the header's badge; harmless browser notices (decision 116) do neither. Returns the uninstaller.
 */
export function installErrorHandlers(target: Window = window, send: (report: ErrorReport) => Promise<unknown> = post) {
  const report = createErrorReporter({ send });
  const url = () => target.location?.href ?? '';

  const onError = (event: ErrorEvent) => {
    const described = describeError(event.error, event.message || 'Unknown error');
    if (isBrowserNoise(event.message || '') || isBrowserNoise(described.mes)) return;
    recordError(described.code, described.mes);
    // Cross-origin scripts only say "Script error."; where it came from is still worth having.
    const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : '';
    report({ code: described.code, mes: `${described.mes}${where}`, url: url() });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isQuietRejection(event.reason)) return;
    const described = describeError(event.reason, 'Unhandled promise rejection');
    if (isBrowserNoise(described.mes)) return;
    recordError(described.code, described.mes);
    report({ ...described, url: url() });
  };

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
