import { z } from 'zod';
import { call } from '../call.ts';
import { roles, type Role } from '../roles.ts';
import { optionalFilter } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/**
 * The audit log (product 2.8 /auditRecord/auditRecord): every record the server's audit writer keeps,
 * read only. The page's customerService variant is open to customer service and technical
 * maintenance (src/lib/routes/expand.ts), so both read it; nobody writes it by a call.
 */
const auditReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];

/** What a record's target is: the app links each kind to its page where one exists. */
export const auditTargetTypes = [
  'user',
  'order',
  'payout',
  'payoutBatch',
  'resource',
  'product',
  'setting',
  'ip',
  'riskEntry',
  'userProduct',
  'callback',
  'system',
  'ipRule',
  'bank',
  'smsTemplate',
  'retentionRun',
  'monitorScript',
  'payScript',
  'payGateway',
  'botGroup',
  'botUser',
  'list',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/**
 * Every action the server audits, with the kind of its target: the one list the writer accepts
 * (an unknown key does not type-check), the filter validates and the app labels. A new audited
 * action is added here first.
 */
export const auditActions = {
  'admin.addUser': 'user',
  'admin.updateUser': 'user',
  'admin.deleteUser': 'user',
  'admin.repairUser': 'user',
  'admin.resetPayPassword': 'user',
  'admin.unlockSignIn': 'user',
  'admin.resetSecondFactor': 'user',
  'security.stepUpLocked': 'user',
  'security.recoveryCodeUsed': 'user',
  'security.passkeySignIn': 'user',
  'security.passkeyStepUp': 'user',
  'profile.addPasskey': 'user',
  'profile.removePasskey': 'user',
  'profile.newRecoveryCodes': 'user',
  'user.enableGoogleVerify': 'user',
  'user.setAllowModify': 'user',
  'user.forceLogout': 'user',
  'user.bind': 'user',
  'user.confirmBind': 'user',
  'user.unbind': 'user',
  'profile.updateNickname': 'user',
  'profile.changePassword': 'user',
  'profile.setPayPassword': 'user',
  'profile.revealMerchantKey': 'user',
  'profile.revealMerchantTestKey': 'user',
  'profile.regenerateMerchantTestKey': 'user',
  'profile.startGoogleBind': 'user',
  'profile.confirmGoogleBind': 'user',
  'agent.resetMemberPassword': 'user',
  'agent.setAgent': 'user',
  'agent.setTeam': 'user',
  'account.freeze': 'user',
  'account.unfreeze': 'user',
  'account.forceLogout': 'user',
  'account.setAcceptOrders': 'user',
  'account.setKycLowerLimit': 'user',
  'account.setSignType': 'user',
  'account.resetMerchantKey': 'user',
  'account.createRelated': 'user',
  'account.createSubAccount': 'user',
  'account.clearMerchantBalances': 'system',
  'balance.operation': 'user',
  'order.testCreate': 'order',
  'order.convertToTest': 'order',
  'order.freeResource': 'order',
  'order.reject': 'order',
  'order.reselect': 'order',
  'order.reverse': 'order',
  'order.updateMark': 'order',
  'order.updateStatus': 'order',
  'order.unlock': 'order',
  'order.supplement': 'order',
  'order.queryStatus': 'order',
  'order.callback.resend': 'order',
  'bankStatement.manualMatch': 'order',
  'webRecord.manualMatch': 'order',
  'orderCallback.delete': 'callback',
  'payout.markProcessing': 'payout',
  'payout.complete': 'payout',
  'payout.cancel': 'payout',
  'payout.updateStatus': 'payout',
  'payout.rejectToList': 'payout',
  'payout.rejectToMerchant': 'payout',
  'payout.claim': 'payout',
  'payout.cancelClaim': 'payout',
  'payout.upload': 'product',
  'payoutBatch.create': 'payoutBatch',
  'payoutBatch.export': 'payoutBatch',
  'payoutBatch.confirm': 'payoutBatch',
  'payoutBatch.abnormal': 'payoutBatch',
  'riskControl.release': 'payout',
  'riskControl.reject': 'payout',
  'riskControl.addEntry': 'riskEntry',
  'riskControl.deleteEntry': 'riskEntry',
  'resource.add': 'resource',
  'resource.update': 'resource',
  'resource.delete': 'resource',
  'resource.enable': 'resource',
  'userProduct.update': 'userProduct',
  'orderAnalysis.freezeIp': 'ip',
  'orderAnalysis.unfreezeIp': 'ip',
  'systemConfig.set': 'setting',
  'systemConfig.fixSystemResources': 'system',
  'systemConfig.resetSystemResourcePool': 'system',
  'monitorLog.clear': 'system',
  'ipRule.add': 'ipRule',
  'ipRule.update': 'ipRule',
  'ipRule.delete': 'ipRule',
  'banks.create': 'bank',
  'banks.update': 'bank',
  'banks.enable': 'bank',
  'banks.import': 'bank',
  'smsTemplate.create': 'smsTemplate',
  'smsTemplate.update': 'smsTemplate',
  'smsTemplate.delete': 'smsTemplate',
  'orderRetention.run': 'retentionRun',
  'monitorScript.create': 'monitorScript',
  'monitorScript.update': 'monitorScript',
  'monitorScript.rollout': 'monitorScript',
  'resource.bindCode': 'resource',
  'botFundRecord.confirm': 'user',
  'botFundRecord.reject': 'user',
  'payScript.save': 'payScript',
  'payScript.activate': 'payScript',
  'payScript.disable': 'payScript',
  'payGateway.add': 'payGateway',
  'payGateway.update': 'payGateway',
  'payGateway.webhookRefused': 'payGateway',
  'resource.bindRefused': 'resource',
  'errorLog.anonymousReports': 'system',
  'payout.gatewayPaid': 'payout',
  'payout.gatewayRejected': 'payout',
  'botGroup.bind': 'botGroup',
  'botGroup.unbind': 'botGroup',
  'botGroup.language': 'botGroup',
  'botGroup.whitelist': 'botGroup',
  'botGroup.unifiedQuery': 'botGroup',
  'botUser.add': 'botUser',
  'botUser.update': 'botUser',
  'botUser.delete': 'botUser',
  'list.export': 'list',
  'listView.publish': 'list',
  'listView.unpublish': 'list',
} as const satisfies Record<string, AuditTargetType>;
export type AuditAction = keyof typeof auditActions;
export const auditActionKeys = Object.keys(auditActions) as AuditAction[];
export const isAuditAction = (v: string): v is AuditAction => Object.hasOwn(auditActions, v);

/** One field of a change; values are JSON as stored, secrets already masked by the writer. */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One audit record as the list shows it; times ISO 8601 UTC. */
export interface AuditRecordRow {
  id: number;
  createdTime: string;
  operatorId: number | null;
  operatorAccount: string;
  operatorRole: Role | '';
  ip: string;
  action: string;
  targetType: AuditTargetType | '';
  targetId: string;
  /** For a user target, its role (the app picks the list the user is on); '' otherwise. */
  targetRole: Role | '';
  /** Every field either side names, in the order written (after's new fields last). */
  changes: AuditFieldChange[];
}

/** The longest span one query covers: the table only grows, a filter keeps a read bounded. */
export const auditMaxRangeDays = 366;
const dayMs = 86_400_000;

export const auditRecordListInput = z
  .object({
    pageIndex: z.coerce
      .number({ message: 'validation.page.invalid' })
      .int('validation.page.invalid')
      .min(1, 'validation.page.invalid')
      .max(100_000, 'validation.page.invalid')
      .default(1),
    pageNum: z.coerce
      .number({ message: 'validation.page.invalid' })
      .int('validation.page.invalid')
      .min(1, 'validation.page.invalid')
      .max(500, 'validation.page.invalid')
      .default(30),
    operatorAccount: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
    operatorRole: optionalFilter(z.enum(roles, { message: 'errors.badRequest' })),
    action: optionalFilter(
      z.string().trim().max(64, 'validation.text.tooLong').refine(isAuditAction, 'errors.badRequest'),
    ),
    targetType: optionalFilter(z.enum(auditTargetTypes, { message: 'errors.badRequest' })),
    targetId: optionalFilter(z.string().trim().max(128, 'validation.text.tooLong')),
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'))
  .superRefine((v, ctx) => {
    if (v.startTime && v.endTime && v.endTime.getTime() - v.startTime.getTime() > auditMaxRangeDays * dayMs) {
      ctx.addIssue({ code: 'custom', message: 'validation.timeRange.tooLong', path: ['endTime'] });
    }
  });

export const auditRecordCalls = {
  /** Newest first (id breaks ties). */
  getList: call<Page<AuditRecordRow>>()({
    method: 'GET',
    path: '/v1.0/auditRecord/getList',
    input: auditRecordListInput,
    access: auditReaders,
  }),
};
