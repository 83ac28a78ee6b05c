import type { FastifyReply } from 'fastify';
import { Code, httpStatusFor } from '../../src/contract/index.ts';
import type { ApiError } from './errors.ts';

export function sendOk<T>(reply: FastifyReply, data: T) {
  return reply.code(200).send({ code: Code.ok, msg: 'success', data: data ?? null });
}

export function sendError(reply: FastifyReply, err: ApiError) {
  return reply
    .code(httpStatusFor(err.code))
    .send({ code: err.code, msg: err.message, msgId: err.msgId, data: err.data ?? null });
}
