import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/client.ts';

/** One client for the app; route loaders use it too (`ensureQueryData`). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // An answer from the server (wrong role, bad input) will not change on retry; a network blip may.
      retry: (count, err) => !isApiError(err) && count < 2,
    },
    // Never paused offline: the API client refuses or queues the call at once (docs/architecture.md),
    // so a supplement cannot wait silently and go out later.
    mutations: { retry: false, networkMode: 'always' },
  },
});
