import { Code, flattenForSign } from '../../../src/contract/index.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { signatureMatches } from '../callbacks/index.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { findMonitoredResource, updateMonitorState } from './repository.ts';

/** The receiving account a monitoring device reports for. */
export type MonitoredDevice = NonNullable<Awaited<ReturnType<typeof findMonitoredResource>>>;

/**
 * The device behind a monitor report (SMS messages, or web messages and USDT transfers), checked
 * like every report: signed with the account's monitor key (SHA256 over the body flattened by
 * flattenForSign). An unknown device and a wrong signature change nothing. Any signed report shows
 * the device is alive; a state it names replaces the stored one. `what` names the report in the
 * monitor log.
 */
export async function signedReportDevice(
  ctx: HandlerContext,
  input: { resourceId: number; sign: string; state?: number | undefined },
  what: string,
  now: Date,
): Promise<MonitoredDevice> {
  const device = await findMonitoredResource(ctx.db, input.resourceId);
  if (!device || !device.monitorKey) throw new ApiError(Code.notFound, 'errors.monitorUnknown');
  const raw = ctx.req.body && typeof ctx.req.body === 'object' ? ctx.req.body : {};
  if (!signatureMatches(flattenForSign(raw), input.sign, device.monitorKey, 'SHA256')) {
    await writeMonitorLog(ctx.db, { resourceId: device.id, cardNumber: device.cardNumber, logPhase: 'refused', content: `${what} with a wrong signature from ${ctx.ip}`, now });
    throw new ApiError(Code.badRequest, 'errors.signInvalid');
  }
  await updateMonitorState(ctx.db, device.id, { monitorLastSeenAt: now, ...(input.state !== undefined ? { monitorState: input.state } : {}) });
  if (input.state !== undefined && input.state !== device.monitorState) {
    await writeMonitorLog(ctx.db, { resourceId: device.id, cardNumber: device.cardNumber, logPhase: 'state', content: `Monitor state ${device.monitorState} -> ${input.state}`, now });
  }
  return device;
}
