// Bot bookkeeping (decision 077): the bot calls recordGroupReport for each group text message.
export { parseGroupReport } from './parse.ts';
export { recordGroupReport } from './record.ts';
export { botFundRecordRoutes } from './routes.ts';
export { reportRecordedText } from './texts.ts';
