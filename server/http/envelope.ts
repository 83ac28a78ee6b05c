import type { FastifyReply } from 'fastify';
import { Code, httpStatusFor } from '../../src/contract/index.ts';
import type { ApiError } from './errors.ts';

export function sendOk<T>(reply: FastifyReply, data: T) {
  return reply.code(200).send({ code: Code.ok, msg: 'success', data: data ?? null });
}

export function sendError(reply: FastifyReply, err: ApiError) {
  return reply.code(httpStatusFor(err.code)).send({
    code: err.code,
    msg: err.message,
    msgId: err.msgId,
    // The placeholder values, so the app can say the same message in the user's language.
    ...(Object.keys(err.values).length ? { msgValues: err.values } : {}),
    data: err.data ?? null,
  });
}
