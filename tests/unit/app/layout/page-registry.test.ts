import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../../src/contract/index.ts';
import { ChunkLoadError, withTimeout } from '../../../../src/app/routes/load-page.ts';

describe('page chunk loading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on a chunk that does not arrive within 120 s (product 8)', async () => {
    vi.useFakeTimers();
    expect(constants.chunkLoadTimeoutMs).toBe(120_000);
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, constants.chunkLoadTimeoutMs).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(constants.chunkLoadTimeoutMs - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(Error);
  });

  it('passes a chunk that arrives in time, and a failure as an error', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
    await expect(withTimeout(Promise.reject(new TypeError('Failed to fetch')), 1000)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('names a failed chunk so the error element can offer a retry', () => {
    const err = new ChunkLoadError(new Error('404'));
    expect(err.name).toBe('ChunkLoadError');
    expect(err.cause).toBeInstanceOf(Error);
  });
});
