import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  merchantApiCalls,
  signHashes,
  signParams,
  type SignType,
  type TestDrive,
  type TestOutcome,
} from '../../../contract/index.ts';
import { runtimeConfig } from '../../../lib/config.ts';

export interface DriveAnswer {
  code: number;
  msg: string;
  msgId?: string;
  msgValues?: Record<string, string | number>;
  data: TestDrive | null;
}

export interface DriveRequest {
  mchId: number;
  kind: 'order' | 'payout';
  orderCode: string;
  outcome: TestOutcome;
  key: string;
  signType: SignType;
}

/** The merchant API's base, as the create is sent (send-test-order.ts). */
function driveUrl(): string {
  const { orderCreateBase, apiBase } = runtimeConfig();
  return `${orderCreateBase || apiBase}${merchantApiCalls.testDrive.path}`;
}

/**
 * Test mode (decision 130): the drive call as a merchant's server would send it, signed here with
 * the key typed on the page (the test key; the server refuses the live one). No session, no cookies.
 */
export async function sendTestDrive(r: DriveRequest): Promise<DriveAnswer> {
  const params = { mchId: r.mchId, kind: r.kind, orderCode: r.orderCode.trim(), outcome: r.outcome };
  const sign = signParams(params, r.key.trim(), signHashes[r.signType]);
  const res = await fetch(driveUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'omit',
    body: JSON.stringify({ ...params, sign }),
  });
  const answer = (await res.json().catch(() => null)) as DriveAnswer | null;
  if (answer && typeof answer.code === 'number') return { ...answer, data: answer.code === 200 ? answer.data : null };
  return { code: res.status, msg: res.statusText || 'Bad answer', data: null };
}

/** Never queued offline: a drive reaches the server now or visibly fails. The lists refetch after. */
export function useSendTestDrive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestDrive,
    networkMode: 'always',
    onSuccess: (answer) =>
      answer.code === 200
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: ['orders'] }),
            queryClient.invalidateQueries({ queryKey: ['payouts'] }),
          ])
        : undefined,
  });
}
