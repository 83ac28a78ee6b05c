import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorHandlers } from '../../../../src/features/error-log/install-error-handlers.ts';
import { errorCount } from '../../../../src/features/error-log/error-store.ts';

/** A window stand-in: an EventTarget with a location. */
function fakeWindow() {
  const target = new EventTarget() as EventTarget & { location: { href: string } };
  target.location = { href: 'http://localhost/home' };
  return target as unknown as Window;
}

function errorEvent(error: Error): Event {
  return Object.assign(new Event('error'), {
    error,
    message: error.message,
    filename: 'http://localhost/assets/app.js',
    lineno: 3,
    colno: 7,
  });
}

describe('installErrorHandlers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports uncaught errors and rejections as script errors and counts them', () => {
    const win = fakeWindow();
    const send = vi.fn(async () => null);
    const before = errorCount();
    const uninstall = installErrorHandlers(win, send);

    win.dispatchEvent(errorEvent(new TypeError('x is undefined')));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    win.dispatchEvent(errorEvent(new TypeError('x is undefined')));

    expect(errorCount() - before).toBe(3);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]).toEqual([
      expect.objectContaining({
        code: 'TypeError',
        url: 'http://localhost/home',
        mes: expect.stringContaining('app.js:3:7'),
      }),
    ]);
    expect(send.mock.calls[1]).toEqual([
      expect.objectContaining({ code: 'Error', mes: expect.stringContaining('rejected') }),
    ]);

    uninstall();
    win.dispatchEvent(errorEvent(new TypeError('after')));
    expect(errorCount() - before).toBe(3);
  });
});
