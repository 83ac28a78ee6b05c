import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorHandlers } from '../../../../src/features/error-log/install-error-handlers.ts';
import { errorCount, markErrorsSeen } from '../../../../src/features/error-log/error-store.ts';

/** A window stand-in: an EventTarget with a location. */
function fakeWindow() {
  const target = new EventTarget() as EventTarget & { location: { href: string } };
  target.location = { href: 'http://localhost/home' };
  return target as unknown as Window;
}

function errorEvent(error: Error | null, message = error?.message ?? ''): Event {
  return Object.assign(new Event('error'), {
    error,
    message,
    filename: 'http://localhost/assets/app.js',
    lineno: 3,
    colno: 7,
  });
}

describe('installErrorHandlers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports uncaught errors and rejections as script errors; the badge counts distinct ones', () => {
    const win = fakeWindow();
    const send = vi.fn(async () => null);
    markErrorsSeen();
    const uninstall = installErrorHandlers(win, send);

    win.dispatchEvent(errorEvent(new TypeError('x is undefined')));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    win.dispatchEvent(errorEvent(new TypeError('x is undefined')));

    expect(errorCount()).toBe(2);
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
    expect(errorCount()).toBe(2);
  });

  it('ignores the ResizeObserver notice (error null) and keeps the message and stack of a real error', () => {
    const win = fakeWindow();
    const send = vi.fn(async () => null);
    markErrorsSeen();
    const uninstall = installErrorHandlers(win, send);

    win.dispatchEvent(errorEvent(null, 'ResizeObserver loop completed with undelivered notifications.'));
    win.dispatchEvent(errorEvent(null, 'ResizeObserver loop limit exceeded'));
    win.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new DOMException('signal is aborted', 'AbortError') }),
    );
    expect(send).not.toHaveBeenCalled();
    expect(errorCount()).toBe(0);

    const real = new RangeError('amount out of range');
    win.dispatchEvent(errorEvent(real));
    expect(errorCount()).toBe(1);
    const sent = (send.mock.calls[0] as unknown as [{ code: string; mes: string }])[0];
    expect(sent.code).toBe('RangeError');
    expect(sent.mes).toContain('amount out of range');
    expect(sent.mes).toContain(real.stack!.split('\n')[1]!.trim());
    expect(sent.mes).not.toMatch(/^null/);

    // An error event without an error object keeps its message rather than the word "null".
    win.dispatchEvent(errorEvent(null, 'Script failed to load'));
    const second = (send.mock.calls[1] as unknown as [{ mes: string }])[0];
    expect(second.mes).toMatch(/^Script failed to load/);
    uninstall();
  });

  it('counts only new distinct errors once the log has been seen', () => {
    const win = fakeWindow();
    const uninstall = installErrorHandlers(
      win,
      vi.fn(async () => null),
    );
    win.dispatchEvent(errorEvent(new Error('first')));
    markErrorsSeen();
    expect(errorCount()).toBe(0);
    win.dispatchEvent(errorEvent(new Error('first')));
    expect(errorCount()).toBe(0);
    win.dispatchEvent(errorEvent(new Error('second')));
    expect(errorCount()).toBe(1);
    uninstall();
  });
});
