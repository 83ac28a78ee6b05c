import { useSyncExternalStore } from 'react';
import { isApiError, request } from '../../../lib/api/client.ts';
import { accountCalls, Code } from '../../../contract/index.ts';
import { secondLevel } from '../../second-level/index.ts';

/**
 * Asks for the second-level login up front (if the session has none), before a sheet or form
 * opens: the app's prompt would otherwise come up under an open sheet. Resolves false when the
 * person cancelled the prompt; other failures are thrown.
 */
export async function ensureSecondLevel(): Promise<boolean> {
  try {
    await request(accountCalls.checkSecondLevel, {});
    return true;
  } catch (err) {
    if (isApiError(err) && (err.code === Code.secondLevelRequired || err.code === Code.secondLevelExpired))
      return false;
    throw err;
  }
}

/** True while the second-level prompt is open: this page's sheets step aside for it. */
export const useSecondLevelPrompting = () =>
  useSyncExternalStore(secondLevel.subscribe, () => secondLevel.getState().open);
