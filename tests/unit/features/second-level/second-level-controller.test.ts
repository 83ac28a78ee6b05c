import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/lib/api/client.ts';
import { createSecondLevelController } from '../../../../src/features/second-level/second-level-controller.ts';

const required = () => new ApiError(1024, 'A second-level password is required', 'errors.secondLevelRequired');

describe('second-level controller', () => {
  it('opens on the first ask and closes when the login works, releasing every waiter', async () => {
    const login2 = vi.fn(async () => undefined);
    const c = createSecondLevelController(login2);
    expect(c.getState().open).toBe(false);
    const a = c.ask(required());
    const b = c.ask(required());
    expect(c.getState()).toMatchObject({ open: true, submitting: false, error: null });
    await expect(c.submit({ password: 'Demo1234', logInReason: 'why' })).resolves.toBe(true);
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
    expect(login2).toHaveBeenCalledOnce();
    expect(c.getState().open).toBe(false);
  });

  it('a call that gets 1024 while the login runs is released by that same login', async () => {
    let finish!: () => void;
    const c = createSecondLevelController(() => new Promise<void>((r) => (finish = r)));
    const a = c.ask(required());
    const submitted = c.submit({ password: 'Demo1234', logInReason: '' });
    expect(c.getState().submitting).toBe(true);
    const late = c.ask(required());
    // A second submit while one runs does nothing (no double login2).
    await expect(c.submit({ password: 'Demo1234', logInReason: '' })).resolves.toBe(false);
    finish();
    await expect(submitted).resolves.toBe(true);
    await expect(Promise.all([a, late])).resolves.toEqual([undefined, undefined]);
  });

  it('cancel rejects each waiter with its own error', async () => {
    const c = createSecondLevelController(async () => undefined);
    const e1 = required();
    const e2 = new ApiError(1025, 'expired', 'errors.secondLevelExpired');
    const a = c.ask(e1).catch((e: unknown) => e);
    const b = c.ask(e2).catch((e: unknown) => e);
    c.cancel();
    expect(await a).toBe(e1);
    expect(await b).toBe(e2);
    expect(c.getState().open).toBe(false);
  });

  it('a session that ended during login2 closes the dialog and fails the waiters', async () => {
    const c = createSecondLevelController(async () => {
      throw new ApiError(1003, 'Login expired', 'errors.sessionExpired');
    });
    const cause = required();
    const waiting = c.ask(cause).catch((e: unknown) => e);
    await expect(c.submit({ password: 'x', logInReason: '' })).resolves.toBe(false);
    expect(await waiting).toBe(cause);
    expect(c.getState().open).toBe(false);
  });

  it('notifies subscribers on each change and stops after unsubscribe', async () => {
    const c = createSecondLevelController(async () => {
      throw new ApiError(1001, 'Wrong password', 'errors.secondLevelFailed');
    });
    const listener = vi.fn();
    const off = c.subscribe(listener);
    void c.ask(required()).catch(() => undefined);
    await c.submit({ password: 'bad', logInReason: '' });
    expect(listener).toHaveBeenCalledTimes(3); // open, submitting, failed
    expect(c.getState().error).toMatchObject({ msgId: 'errors.secondLevelFailed' });
    off();
    c.cancel();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
