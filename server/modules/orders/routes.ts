import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkoutCalls,
  constants,
  orderCalls as c,
  orderCreateCalls,
  orderFigureCalls,
  type UploadedFile,
} from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import { getAllocateInfo } from './allocate-info.ts';
import { checkoutInfo, submitPayerUtr } from './checkout.ts';
import { createBatch, orderUploadFlag } from './batch-create.ts';
import { createOrder } from './create.ts';
import { listSummary, statisticsV2 } from './figures.ts';
import { getLastOrder } from './last-order.ts';
import { getOrderList } from './list.ts';
import { orderProfile } from './profile.ts';
import { orderStatistics } from './statistics.ts';
import { supplementOrder } from './supplement.ts';
import { uploadedText } from './upload-text.ts';

/** Checkout page reads a minute from one address: a few pages open at once behind one NAT. */
const checkoutReadsPerMinute = 60;

/** Product 7.5: the home page, the order list and its figures, the merchant create API (single and batch), allocation info and supplement. */
export async function orderRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getList, getOrderList);
  registerCall(app, s, c.statisticsTotal, (_i, ctx) => orderStatistics(ctx));
  registerCall(app, s, c.statisticsToday, (i, ctx) => orderStatistics(ctx, { from: i.todayDate, to: i.tomorrowDate }));
  registerCall(app, s, c.statisticsYesterday, (i, ctx) =>
    orderStatistics(ctx, { from: i.yesterdayDate, to: i.todayDate }),
  );
  registerCall(app, s, c.getLastOrder, (_i, ctx) => getLastOrder(ctx));
  registerCall(app, s, c.getOrderAllocateInfo, (i, ctx) => getAllocateInfo(i.orderCode, ctx));
  registerCall(app, s, c.replenishmentOrder, supplementOrder);
  registerCall(app, s, orderCreateCalls.create, createOrder);
  registerCall(app, s, orderFigureCalls.statisticsV2, statisticsV2);
  registerCall(app, s, orderFigureCalls.listSummary, listSummary);
  registerCall(app, s, orderFigureCalls.profile, orderProfile);
  registerCall(app, s, orderCreateCalls.orderUploadFlag, (_i, ctx) => orderUploadFlag(ctx));
  // The payer's checkout page (decision 113): public, so limited per address like the other public
  // calls (decision 046). A page polls every 5 s (12 a minute); a guesser gets 404s at this pace.
  registerCall(app, s, checkoutCalls.info, checkoutInfo, { rateLimitPerMinute: checkoutReadsPerMinute });
  registerCall(app, s, checkoutCalls.submitUtr, submitPayerUtr, { rateLimitPerMinute: 10 });
  // Multipart only where a file is expected, so no other call accepts one.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: constants.uploadFileMaxBytes, files: 1, fields: constants.uploadMaxFields },
      onFile: async (part: MultipartFile) => {
        const file: UploadedFile = { filename: part.filename, text: uploadedText(await part.toBuffer()) };
        (part as MultipartFile & { value: UploadedFile }).value = file;
      },
    });
    // busboy's own failures (a truncated form, a bad part header, no boundary) carry no HTTP status
    // and happen while the form is read, before any handler: the sender's fault, so 400, not 500.
    const formRead = new WeakSet<FastifyRequest>();
    upload.addHook('preHandler', async (req) => {
      formRead.add(req);
    });
    upload.setErrorHandler((error, req) => {
      const hasStatus = typeof (error as { statusCode?: unknown }).statusCode === 'number';
      if (!formRead.has(req) && !hasStatus && !(error instanceof ApiError))
        throw badRequest('errors.uploadMalformed', { reason: (error as Error).message });
      throw error;
    });
    registerCall(upload, s, orderCreateCalls.createBatch, createBatch);
  });
}
