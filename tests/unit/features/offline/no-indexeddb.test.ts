import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { startPersistence } from '../../../../src/features/offline/persist-cache.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

// No fake-indexeddb here: like a browser with IndexedDB blocked, every idb-keyval call fails.
describe('without IndexedDB', () => {
  it('the app still starts: restore resolves although every storage call fails', async () => {
    installBrowserGlobals();
    localStorage.setItem('offline.user', '7');
    const client = new QueryClient();
    const p = startPersistence(client, { hasSession: () => true, throttleMs: 1 });
    await expect(p.restored).resolves.toBeUndefined();
    client.setQueryData(['auth', 'user'], { user_id: 7 });
    await expect(p.flush()).rejects.toThrow();
    p.stop();
  });
});
