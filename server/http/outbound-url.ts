import { Code, formatMessage, type MessageId } from '../../src/contract/index.ts';
import type { OutboundGuard } from '../lib/outbound/index.ts';
import { ApiError } from './errors.ts';

export interface UrlCheckOptions {
  /**
   * A host that does not resolve now: refused, or taken (the send checks again before it
   * connects). A merchant's order must not be lost to a DNS hiccup; a push endpoint can be retried.
   */
  unresolvable: 'refuse' | 'accept';
}

/** 400 on the field, its name first in the text like a schema refusal (fromZod); what was found in data. */
function refusal(msgId: MessageId, data: { field: string; host: string; address?: string }): ApiError {
  const err = new ApiError(Code.badRequest, msgId, {}, data);
  const { host, address } = data;
  const found = address && address !== host ? ` (${host}: ${address})` : host ? ` (${host})` : '';
  Object.defineProperty(err, 'message', { value: `${data.field}: ${formatMessage(msgId)}${found}` });
  return err;
}

/**
 * The create and save paths' check of a URL the server will call later (decision 045): a private
 * or reserved address answers 400 naming the field now, not a failed callback later. The contract
 * has already checked the scheme and length; this needs the server's DNS.
 */
export async function requirePublicUrl(
  guard: OutboundGuard,
  field: string,
  url: string,
  options: UrlCheckOptions,
): Promise<void> {
  const verdict = await guard.check(url);
  if (verdict.ok) return;
  const { host } = verdict;
  switch (verdict.reason) {
    case 'format':
      throw refusal('validation.url.format', { field, host });
    case 'credentials':
      throw refusal('errors.urlCredentialsRefused', { field, host });
    case 'private':
      throw refusal('errors.privateAddressRefused', { field, host, address: verdict.address });
    case 'unresolvable':
      if (options.unresolvable === 'refuse') throw refusal('errors.addressUnresolvable', { field, host });
  }
}
