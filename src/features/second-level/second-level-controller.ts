import { Code } from '../../contract/index.ts';
import type { ApiError } from '../../lib/api/client.ts';

export interface SecondLevelInput {
  password: string;
  logInReason: string;
}

/** What the dialog shows; `cause` is the first call's error (1024 required, 1025 expired). */
export interface SecondLevelState {
  open: boolean;
  cause: ApiError | null;
  submitting: boolean;
  /** The last failed login2, shown as 登录失败 + the server's message. */
  error: unknown;
}

interface Waiter {
  cause: ApiError;
  resolve: () => void;
  reject: (err: ApiError) => void;
}

const closed: SecondLevelState = { open: false, cause: null, submitting: false, error: null };

/**
 * The second-level login as a plain object, apart from React so it can be tested alone. Every
 * call answered 1024/1025 waits in `ask`; they share one dialog, and one successful `submit`
 * lets all of them retry. `cancel` fails each with its own error.
 */
export function createSecondLevelController(login2: (input: SecondLevelInput) => Promise<void>) {
  let state = closed;
  let waiters: Waiter[] = [];
  const listeners = new Set<() => void>();
  const set = (next: SecondLevelState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const cancel = () => {
    const done = waiters;
    waiters = [];
    set(closed);
    for (const w of done) w.reject(w.cause);
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ask(cause: ApiError): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiters.push({ cause, resolve, reject });
        if (!state.open) set({ open: true, cause, submitting: false, error: null });
      });
    },
    /** True when the login worked and the waiting calls were released. */
    async submit(input: SecondLevelInput): Promise<boolean> {
      if (!state.open || state.submitting) return false;
      set({ ...state, submitting: true, error: null });
      try {
        await login2(input);
      } catch (error) {
        // The session itself ended: the client already sends the person to /login.
        if ((error as ApiError | null)?.code === Code.sessionExpired) cancel();
        else set({ ...state, submitting: false, error });
        return false;
      }
      const done = waiters;
      waiters = [];
      set(closed);
      for (const w of done) w.resolve();
      return true;
    },
    cancel,
  };
}

export type SecondLevelController = ReturnType<typeof createSecondLevelController>;
