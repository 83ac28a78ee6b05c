import { createHash, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  Code,
  resourceTypeDecls,
  type CallParsed,
  type DeviceBindCode,
  type DeviceBinding,
  type ResourceType,
  type monitorDeviceCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext, HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit, countAnonymous } from '../audit-log/index.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { reachableResource } from './access.ts';
import { exchangeBindCode, findResource, setResourceColumns } from './repository.ts';
import { newMonitorKey } from './secrets.ts';

/** No 0/O or 1/I: the code is read off a screen and may be typed. 32 letters, 10 of them: 50 bits. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 10;
/** Long enough to walk to the phone and scan; short enough that a photo of the screen soon goes stale. */
export const bindCodeMinutes = 10;

const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');
const newCode = () => Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * POST /v1.0/resource/createBindCode: a one-time binding code for the account's device, valid
 * bindCodeMinutes; a new code replaces one not used yet. Only the code's hash is stored, so it is
 * shown this once. The owner (a supplier, its own accounts only) or staff; the key does not change
 * until a device exchanges the code (re-binding).
 */
export async function createBindCode(
  input: CallParsed<typeof monitorDeviceCalls.createBindCode>,
  ctx: AuthedContext,
): Promise<DeviceBindCode> {
  const now = ctx.clock.now();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + bindCodeMinutes * 60_000);
  await ctx.db.transaction(async (tx) => {
    const r = await reachableResource(tx, ctx, input.resourceId, { lock: true });
    if (!resourceTypeDecls[r.type as ResourceType]?.monitored)
      throw new ApiError(Code.badRequest, 'errors.resourceNotMonitored');
    await setResourceColumns(tx, r.id, { monitorBindCodeHash: hashCode(code), monitorBindCodeExpiresAt: expiresAt });
    await audit(tx, ctx, 'resource.bindCode', `resource:${r.id}`, null, { expiresAt: expiresAt.toISOString() });
  });
  const payload = JSON.stringify({ v: 1, resourceId: input.resourceId, bindCode: code });
  const qrCode = await QRCode.toDataURL(payload, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { resourceId: input.resourceId, bindCode: code, expiresAt: expiresAt.toISOString(), payload, qrCode };
}

/**
 * POST /v1.0/monitor/bind (public): the device exchanges the code once for a new key, which
 * replaces the account's old one (a re-bound phone's predecessor stops working). One UPDATE …
 * RETURNING takes the code, so of two exchanges of one code only one gets a key. A wrong, used or
 * expired code answers the same refusal.
 */
export async function bindDevice(
  input: CallParsed<typeof monitorDeviceCalls.bind>,
  ctx: HandlerContext,
): Promise<DeviceBinding> {
  const now = ctx.clock.now();
  const key = newMonitorKey();
  const bound = await exchangeBindCode(ctx.db, input.resourceId, hashCode(input.bindCode), now, {
    monitorKey: key,
    clientBinding: input.deviceName,
  });
  if (!bound) {
    const r = await findResource(ctx.db, input.resourceId);
    // Counted per account and window (decision 110): the first wrong code of a window is logged for
    // the supplier, the rest only counted, and the window becomes one audit record.
    const n = r
      ? await countAnonymous(ctx.db, { source: 'resource.bindRefused', target: `resource:${r.id}`, ip: ctx.ip, now })
      : 0;
    if (r && n === 1)
      await writeMonitorLog(ctx.db, {
        resourceId: r.id,
        cardNumber: r.cardNumber,
        logPhase: 'refused',
        content: `Binding with a wrong, used or expired code from ${ctx.ip}`,
        now,
      });
    throw new ApiError(Code.badRequest, 'errors.bindCodeInvalid');
  }
  await writeMonitorLog(ctx.db, {
    resourceId: bound.id,
    cardNumber: bound.cardNumber,
    logPhase: 'state',
    content: `Device ${input.deviceName || '-'} bound from ${ctx.ip}; a new key replaces the old one`,
    now,
  });
  return { resourceId: bound.id, monitorKey: key, bankName: bound.bankName };
}
