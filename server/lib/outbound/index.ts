// The one way the server calls an address it was given (merchant callbacks, push services,
// configured hooks): refused when it is private or reserved, unless the operator allows it.
export { AllowList, mayConnect, parseAllowList } from './addresses.ts';
export { createOutboundGuard, OutboundRefused, type OutboundGuard, type Resolver } from './guard.ts';
export { OutboundTimeout, postOutbound, type OutboundAnswer } from './send.ts';
export { outboundAgent } from './agent.ts';
