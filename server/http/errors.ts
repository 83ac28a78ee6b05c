import { Code, formatMessage, type MessageId } from '../../src/contract/index.ts';

/** A failure the caller should see: becomes the `{code, msg, msgId, data}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msgId: MessageId,
    readonly values: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(formatMessage(msgId, values));
  }
}

export const badRequest = (msgId: MessageId = 'errors.badRequest', data: unknown = null) =>
  new ApiError(Code.badRequest, msgId, {}, data);
export const forbidden = () => new ApiError(Code.forbidden, 'errors.forbidden');
export const notFound = (msgId: MessageId = 'errors.notFound') => new ApiError(Code.notFound, msgId);
export const conflict = (msgId: MessageId) => new ApiError(Code.conflict, msgId);
export const sessionExpired = () => new ApiError(Code.sessionExpired, 'errors.sessionExpired');
