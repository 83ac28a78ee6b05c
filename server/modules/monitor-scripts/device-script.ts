import { Code, type CallParsed, type DeviceScript, type monitorDeviceCalls } from '../../../src/contract/index.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { checkDeviceCall } from './device-auth.ts';
import { currentScript, findDevice } from './repository.ts';

/**
 * POST /v1.0/monitor/script (public, signed): the newest rolled-out script of the device's bank,
 * with the server's checksum so the device can check what it received. A version is offered only
 * once rolled out; withdrawing it offers the previous rolled-out one again.
 */
export async function deviceScript(
  input: CallParsed<typeof monitorDeviceCalls.script>,
  ctx: HandlerContext,
): Promise<DeviceScript> {
  const now = ctx.clock.now();
  const device = await findDevice(ctx.db, input.resourceId);
  if (!device || !device.monitorKey) throw new ApiError(Code.notFound, 'errors.monitorUnknown');
  await checkDeviceCall(ctx, device, input, 'Script download', now);
  const script = await currentScript(ctx.db, device.bankName);
  if (!script) throw new ApiError(Code.notFound, 'errors.monitorScriptNone');
  await writeMonitorLog(ctx.db, {
    resourceId: device.id,
    cardNumber: device.cardNumber,
    logPhase: 'report',
    content: `Downloaded script ${script.bankName} ${script.version} (${script.checksum.slice(0, 12)}…)`,
    now,
  });
  return { bankName: script.bankName, version: script.version, checksum: script.checksum, content: script.content };
}
