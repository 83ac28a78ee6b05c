import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userCalls } from '../contract/index.ts';
import { request } from './api/client.ts';

/** The session's open step-up windows (decision 107), read fresh each time a form that asks for a code opens. */
const stepUpKey = ['stepUps'] as const;

/**
 * Until when a verified Google code still covers actions of `kind` (an `EnableGoogleVerifyFor*`
 * switch) in this session, or null: no window, or `kind` undefined. `checking` while the answer is
 * on its way (not while offline: then the code field shows), so a form does not show the code
 * field and swap it for the note a moment later. The server decides again on every action, so a
 * window that ends while the form is open only means the code is asked.
 */
export function useStepUpWindow(kind: string | undefined): { until: Date | null; checking: boolean } {
  const q = useQuery({
    queryKey: stepUpKey,
    // Fetched when a form opens (staleTime 0); windows ending before the answer arrives are left out here.
    queryFn: async ({ signal }) => {
      const { windows } = await request(userCalls.getStepUps, {}, { signal });
      return windows.filter((w) => Date.parse(w.until) > Date.now());
    },
    enabled: kind !== undefined,
    staleTime: 0,
  });
  const window = q.data?.find((w) => w.kind === kind);
  return { until: window ? new Date(window.until) : null, checking: q.isPending && q.fetchStatus === 'fetching' };
}

/** After an action that sent a code: the window it opened shows in the next form. */
export function useStepUpRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stepUpKey });
}
