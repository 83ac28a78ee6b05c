import { Code } from '../../../src/contract/index.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { checkDeviceCall, type DeviceAuth } from '../monitor-scripts/index.ts';
import { findMonitoredResource, updateMonitorState } from './repository.ts';

/** The receiving account a monitoring device reports for. */
export type MonitoredDevice = NonNullable<Awaited<ReturnType<typeof findMonitoredResource>>>;

/**
 * The device behind a monitor report (SMS messages, or web messages and USDT transfers), checked
 * like every signed device call (monitor-scripts checkDeviceCall: HMAC under the account's monitor
 * key, timestamp in the window, nonce not seen). An unknown device, a wrong signature, an old time
 * and a replay change nothing. Any accepted report shows the device is alive; a state or script
 * version it names replaces the stored one. `what` names the report in the monitor log.
 */
export async function signedReportDevice(
  ctx: HandlerContext,
  input: DeviceAuth & { resourceId: number; state?: number | undefined; scriptVersion?: string | undefined },
  what: string,
  now: Date,
): Promise<MonitoredDevice> {
  const device = await findMonitoredResource(ctx.db, input.resourceId);
  if (!device || !device.monitorKey) throw new ApiError(Code.notFound, 'errors.monitorUnknown');
  await checkDeviceCall(ctx, device, input, what, now);
  await updateMonitorState(ctx.db, device.id, {
    monitorLastSeenAt: now,
    ...(input.state !== undefined ? { monitorState: input.state } : {}),
    ...(input.scriptVersion !== undefined ? { version: input.scriptVersion } : {}),
  });
  const log = (content: string) =>
    writeMonitorLog(ctx.db, { resourceId: device.id, cardNumber: device.cardNumber, logPhase: 'state', content, now });
  if (input.state !== undefined && input.state !== device.monitorState)
    await log(`Monitor state ${device.monitorState} -> ${input.state}`);
  if (input.scriptVersion !== undefined && input.scriptVersion !== device.version)
    await log(`Script version ${device.version || '-'} -> ${input.scriptVersion}`);
  return device;
}
