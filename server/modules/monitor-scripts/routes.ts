import type { FastifyInstance } from 'fastify';
import { monitorDeviceCalls, monitorScriptCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { deviceScript } from './device-script.ts';
import {
  createMonitorScript,
  listMonitorScripts,
  monitorScriptDetail,
  monitorScriptDevices,
  setMonitorScriptRollout,
  updateMonitorScript,
} from './scripts.ts';

/** /setting/monitorScriptInfo (decision 076) and the devices' signed script download. */
export async function monitorScriptRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.list, listMonitorScripts);
  registerCall(app, s, c.detail, monitorScriptDetail);
  registerCall(app, s, c.devices, monitorScriptDevices);
  registerCall(app, s, c.create, createMonitorScript);
  registerCall(app, s, c.update, updateMonitorScript);
  registerCall(app, s, c.setRollout, setMonitorScriptRollout);
  // Public and unsigned until checked: a flood guard per IP; a device asks now and then.
  registerCall(app, s, monitorDeviceCalls.script, deviceScript, { rateLimitPerMinute: 60 });
}
