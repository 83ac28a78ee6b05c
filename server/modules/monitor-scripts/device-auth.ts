import { timingSafeEqual } from 'node:crypto';
import { Code, deviceSignWindowSeconds, deviceSignature, type MessageId } from '../../../src/contract/index.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { rememberNonce } from './repository.ts';

export interface DeviceAuth {
  timestamp: number;
  nonce: string;
  sign: string;
}

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Checks a signed device call (src/contract/device-signing.ts) in this order: the HMAC over the
 * whole JSON body under the device's key, the timestamp within deviceSignWindowSeconds of the
 * server's clock, then the nonce not seen in that window (remembered until the timestamp leaves
 * it, when the timestamp alone refuses the copy). Each refusal writes a `refused` monitor log line
 * and answers an error; nothing else changes. `what` names the call in the log.
 */
export async function checkDeviceCall(
  ctx: HandlerContext,
  device: { id: number; cardNumber: string; monitorKey: string },
  auth: DeviceAuth,
  what: string,
  now: Date,
): Promise<void> {
  const refuse = async (why: string, code: number, msgId: MessageId): Promise<never> => {
    await writeMonitorLog(ctx.db, {
      resourceId: device.id,
      cardNumber: device.cardNumber,
      logPhase: 'refused',
      content: `${what} ${why} from ${ctx.ip}`,
      now,
    });
    throw new ApiError(code, msgId);
  };
  const raw: unknown = ctx.req.body && typeof ctx.req.body === 'object' ? ctx.req.body : {};
  if (!sameHex(deviceSignature(raw, device.monitorKey), auth.sign))
    return refuse('with a wrong signature', Code.badRequest, 'errors.signInvalid');
  const windowMs = deviceSignWindowSeconds * 1000;
  if (Math.abs(now.getTime() - auth.timestamp) > windowMs) {
    return refuse(
      `timed ${new Date(auth.timestamp).toISOString()}, outside the ${deviceSignWindowSeconds} s window`,
      Code.badRequest,
      'errors.deviceTimestampStale',
    );
  }
  if (!(await rememberNonce(ctx.db, device.id, auth.nonce, now, new Date(auth.timestamp + windowMs + 1000)))) {
    return refuse(`replayed (nonce ${auth.nonce} seen before)`, Code.conflict, 'errors.deviceReplay');
  }
}
