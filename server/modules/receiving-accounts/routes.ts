import type { FastifyInstance } from 'fastify';
import { monitorDeviceCalls, resourceCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { resourceDetail, resourceStaticInfo } from './detail.ts';
import { bindDevice, createBindCode } from './device-binding.ts';
import { addResource, deleteResource, updateResource } from './edit.ts';
import { listResourcesCall, productOptionsCall } from './list.ts';
import { enableResource } from './switch.ts';

/** Product 7.4 and the receiving-account pages of product 2.3. */
export async function resourceRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getList, listResourcesCall);
  registerCall(app, s, c.getProductOptions, productOptionsCall);
  registerCall(app, s, c.add, addResource);
  registerCall(app, s, c.update, updateResource);
  registerCall(app, s, c.delete, deleteResource);
  registerCall(app, s, c.enableResource, enableResource);
  registerCall(app, s, c.getResourceDetailInfo, resourceDetail);
  registerCall(app, s, c.getResourceStaticInfo, resourceStaticInfo);
  registerCall(app, s, monitorDeviceCalls.createBindCode, createBindCode);
  // Public: a flood guard per IP against guessing codes (50 bits, valid 10 minutes).
  registerCall(app, s, monitorDeviceCalls.bind, bindDevice, { rateLimitPerMinute: 30 });
}
