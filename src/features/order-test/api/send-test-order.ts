import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCreateCalls, type CreatedOrder } from '../../../contract/index.ts';
import { runtimeConfig } from '../../../lib/config.ts';

/** The create call's answer as it came, failures included: the page shows code and msg either way. */
export interface CreateAnswer {
  code: number;
  msg: string;
  msgId?: string;
  msgValues?: Record<string, string | number>;
  data: CreatedOrder | null;
}

/** The create base of /config.json (product 7.5: a separate address), else the API base. */
export function createUrl(): string {
  const { orderCreateBase, apiBase } = runtimeConfig();
  return `${orderCreateBase || apiBase}${orderCreateCalls.create.path}`;
}

function isAnswer(body: unknown): body is CreateAnswer {
  return typeof body === 'object' && body !== null && typeof (body as CreateAnswer).code === 'number';
}

/**
 * Sends the signed body as a merchant's server would: a plain JSON POST, no session token and no
 * cookies (the API authenticates by the signature alone). Not through the app's client, which
 * adds the session and handles 1003/1024 as the app's own calls.
 */
export async function sendTestOrder(body: Record<string, string | number>): Promise<CreateAnswer> {
  const res = await fetch(createUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'omit',
    body: JSON.stringify(body),
  });
  const answer: unknown = await res.json().catch(() => null);
  if (isAnswer(answer)) return { ...answer, data: answer.code === 200 ? answer.data : null };
  return { code: res.status, msg: res.statusText || 'Bad answer', data: null };
}

/** Never queued offline: a create must reach the server now or visibly fail. */
export function useSendTestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestOrder,
    networkMode: 'always',
    onSuccess: (answer) => (answer.code === 200 ? queryClient.invalidateQueries({ queryKey: ['orders'] }) : undefined),
  });
}
