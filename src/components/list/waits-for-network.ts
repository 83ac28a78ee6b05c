/** True while a read waits for the network with nothing saved to show (offline, never loaded here). */
export const waitsForNetwork = (q: { isPending: boolean; fetchStatus: string }) =>
  q.isPending && q.fetchStatus === 'paused';
