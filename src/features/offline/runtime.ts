import { onlineManager } from '@tanstack/react-query';
import { hasSession } from '../../lib/api/session.ts';
import { queryClient } from '../../lib/query-client.ts';
import { startPersistence } from './persist-cache.ts';
import { browserOffline } from '../../lib/offline/offline-gate.ts';

// TanStack Query assumes "online" until an 'offline' event; an offline reload never fires one.
if (browserOffline()) onlineManager.setOnline(false);

/** The app's one persisted cache; main.tsx waits for `restored` before the first route loads. */
export const persistence = startPersistence(queryClient, { hasSession });

/** Sign-out: the user's saved cache, drafts and queued actions go (session.ts also does on 1003). */
export const clearOfflineData = (userId?: number) => persistence.clearUser(userId);
