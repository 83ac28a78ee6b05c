import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Code, orderCreateCalls, type BatchCreateResult } from '../../../contract/index.ts';
import { ApiError, endExpiredSession } from '../../../lib/api/client.ts';
import { runtimeConfig } from '../../../lib/config.ts';
import { currentLanguage } from '../../../lib/i18n/i18n.ts';
import { offlineCode, offlineGate, offlineMessage, offlineMessageId } from '../../../lib/offline/offline-gate.ts';
import { orderKeys } from '../../orders/index.ts';

export interface OrderBatchInput {
  file: Blob;
  fileName: string;
  orderType: number;
  key: string;
}

interface Envelope {
  code: number;
  msg?: string;
  msgId?: string;
  msgValues?: Record<string, string | number>;
  data?: unknown;
}

/**
 * Product 7.5 createBatch is the one multipart call (file, orderType, key): the JSON client cannot
 * send it, so this posts the form with the same session cookies and reads the same envelope.
 */
export async function sendOrderBatch({ file, fileName, orderType, key }: OrderBatchInput): Promise<BatchCreateResult> {
  const def = orderCreateCalls.createBatch;
  if (offlineGate(def) === 'refuse') throw new ApiError(offlineCode, offlineMessage, offlineMessageId);
  const form = new FormData();
  form.append('orderType', String(orderType));
  form.append('key', key);
  form.append('file', file, fileName);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const res = await fetch(`${runtimeConfig().apiBase}${def.path}`, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: form,
  });
  const body = (await res.json().catch(() => null)) as Envelope | null;
  if (!body || typeof body.code !== 'number')
    throw new ApiError(res.ok ? Code.internal : res.status, res.statusText || 'Bad answer');
  if (body.code === Code.ok) return body.data as BatchCreateResult;
  if (body.code === Code.sessionExpired) endExpiredSession();
  throw new ApiError(body.code, body.msg ?? '', body.msgId, body.data ?? null, body.msgValues);
}

export function useSendOrderBatch() {
  const queryClient = useQueryClient();
  return useMutation<BatchCreateResult, Error, OrderBatchInput>({
    mutationFn: sendOrderBatch,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
