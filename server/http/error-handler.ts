import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  Code,
  constants,
  formatMessage,
  isMessageId,
  unsafeTextMessage,
  type MessageId,
  type UnsafeText,
} from '../../src/contract/index.ts';
import { storeFailure } from '../db/errors.ts';
import { sendError } from './envelope.ts';
import { ApiError } from './errors.ts';
import { isApiPath, retryAfterSeconds } from './operations.ts';
import { databaseUnavailable } from '../lib/metrics.ts';

/** Turns a zod failure into one clear message naming the first bad field. */
export function fromZod(err: ZodError): ApiError {
  const issue = err.issues[0];
  const field = issue?.path.join('.') ?? '';
  const msgId = issue && isMessageId(issue.message) ? issue.message : 'errors.badRequest';
  const apiErr = new ApiError(
    Code.badRequest,
    msgId,
    {},
    {
      field,
      issues: err.issues.map((i) => ({
        field: i.path.join('.'),
        msgId: isMessageId(i.message) ? i.message : 'errors.badRequest',
      })),
    },
  );
  if (field) Object.defineProperty(apiErr, 'message', { value: `${field}: ${formatMessage(msgId)}` });
  return apiErr;
}

/** A string the one text rule refuses (safe-text.ts), named like a zod failure: field, then message. */
export function fromUnsafeText(found: { path: (string | number)[]; reason: UnsafeText }): ApiError {
  return fieldError(found.path.join('.'), unsafeTextMessage[found.reason]);
}

/** A 400 naming one field, shaped like a zod failure: field, then message. */
export function fieldError(field: string, msgId: MessageId): ApiError {
  const apiErr = new ApiError(Code.badRequest, msgId, {}, { field, issues: [{ field, msgId }] });
  if (field) Object.defineProperty(apiErr, 'message', { value: `${field}: ${formatMessage(msgId)}` });
  return apiErr;
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** What was too large: the whole body, the upload's file, or the number of parts of an upload. */
function tooLarge(error: FastifyError): ApiError {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError(Code.payloadTooLarge, 'errors.fileTooLarge', {
      limit: megabytes(constants.uploadFileMaxBytes),
    });
  if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
    return new ApiError(Code.payloadTooLarge, 'errors.uploadTooManyParts', { fields: constants.uploadMaxFields });
  }
  return new ApiError(Code.payloadTooLarge, 'errors.payloadTooLarge', {
    limit: megabytes(constants.requestBodyMaxBytes),
  });
}

/** One handler turns every failure into the envelope; no stack trace ever leaves the server. */
export function installErrorHandler(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error instanceof ZodError) return sendError(reply, fromZod(error));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return sendError(reply, new ApiError(Code.tooManyAttempts, 'errors.tooManyAttempts', { minutes: 1 }));
    }
    if (status === 415) {
      // A form (urlencoded, text/plain) is what another site can post with the user's cookies.
      // The upload route's scope alone parses multipart: say so there.
      const msgId: MessageId = request.server.hasContentTypeParser('multipart/form-data')
        ? 'errors.unsupportedMediaTypeUpload'
        : 'errors.unsupportedMediaType';
      return sendError(reply, new ApiError(Code.unsupportedMediaType, msgId, {}, { reason: error.message }));
    }
    if (status === 413) return sendError(reply, tooLarge(error));
    if (status >= 400 && status < 500) {
      // Malformed JSON, an empty JSON body, a prototype key: the client's fault, said plainly.
      const apiErr = new ApiError(Code.badRequest, 'errors.badRequest', {}, { reason: error.message });
      return sendError(reply, apiErr);
    }
    const failure = storeFailure(error);
    if (failure === 'unavailable') {
      // The connection was lost or could not be opened: nothing was committed (the transaction
      // died with it), the pool reconnects, and the client may send the call again.
      databaseUnavailable.inc();
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(retryAfterSeconds));
      return sendError(reply, new ApiError(Code.unavailable, 'errors.unavailable'));
    }
    if (failure === 'storageFull') {
      request.log.error({ err: error }, 'storage full');
      return sendError(reply, new ApiError(Code.storageFull, 'errors.storageFull'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new ApiError(Code.internal, 'errors.internal'));
  });
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendError(reply, new ApiError(Code.notFound, 'errors.notFound'));
    if (spaFallback && request.method === 'GET') return spaFallback(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}
