import { msg } from '@lingui/core/macro';
import type { RouteDecl } from '../types.ts';

const superAdminOnly = ['superAdmin'] as const;

/**
 * Spec 2.8. technicalSupport always sees System management > Dynamic payment (spec 2.8, 6): it gets
 * the read-only variants of the two dynamic-pay pages, so the entries it sees also open.
 */
export const systemRoutes: RouteDecl[] = [
  {
    name: 'payScripts',
    path: '/dynamicPay/payScriptInfo',
    title: msg({ id: 'routes.payScripts', message: 'Pay scripts' }),
    access: superAdminOnly,
    variants: ['readonly'],
    extraVariantRoles: { readonly: ['technicalSupport'] },
    group: 'system.dynamicPay',
    view: { page: 'payScripts' },
  },
  {
    name: 'dynamicPayRecords',
    path: '/dynamicPay/dynamicPayRecord',
    title: msg({ id: 'routes.dynamicPayRecords', message: 'Dynamic pay records' }),
    access: ['superAdmin', 'customerService'],
    variants: ['readonly'],
    extraVariantRoles: { readonly: ['technicalSupport'] },
    group: 'system.dynamicPay',
    view: { page: 'dynamicPayRecords' },
  },
  {
    name: 'tgWhiteList',
    path: '/systemManager/tgWhiteList',
    title: msg({ id: 'routes.tgWhiteList', message: 'Group whitelist' }),
    variants: ['readonly', 'customerService'],
    group: 'system.bots',
    view: { page: 'botWhitelist' },
  },
  {
    name: 'botInfo',
    path: '/systemManager/botInfo',
    title: msg({ id: 'routes.botInfo', message: 'Bot settings' }),
    variants: ['customerService'],
    group: 'system.bots',
    view: { page: 'botInfo' },
  },
  {
    name: 'transferBotInfo',
    path: '/systemManager/transferBotInfo',
    title: msg({ id: 'routes.transferBotInfo', message: 'Relay bot settings' }),
    variants: ['customerService'],
    group: 'system.bots',
    view: { page: 'relayBotInfo' },
  },
  {
    // Spec 2.8 names only its customerService variant; the path is ours (docs/decisions.md).
    name: 'tgBotGroups',
    path: '/systemManager/tgBotGroup',
    title: msg({ id: 'routes.tgBotGroups', message: 'Bot group settings' }),
    variants: ['customerService'],
    group: 'system.bots',
    view: { page: 'relayBotGroups' },
  },
  {
    name: 'botFundRecords',
    path: '/systemManager/botFundRecord',
    title: msg({ id: 'routes.botFundRecords', message: 'Bot bookkeeping' }),
    group: 'system.bots',
    view: { page: 'botFundRecords' },
  },
  ...settingsRoutes(),
];

function settingsRoutes(): RouteDecl[] {
  const g = 'system.settings' as const;
  return [
    {
      name: 'monitorScripts',
      path: '/setting/monitorScriptInfo',
      title: msg({ id: 'routes.monitorScripts', message: 'Monitoring scripts' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      view: { page: 'monitorScripts' },
    },
    {
      name: 'banks',
      path: '/setting/banks',
      title: msg({ id: 'routes.banks', message: 'Bank numbers' }),
      variants: ['customerService'],
      group: g,
      view: { page: 'banks' },
    },
    {
      name: 'systemConfig',
      path: '/systemConfig',
      title: msg({ id: 'routes.systemConfig', message: 'Global configuration' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      confirmClose: true,
      view: { page: 'systemConfig' },
    },
    {
      name: 'entityDataView',
      path: '/entity-data-view',
      title: msg({ id: 'routes.entityDataView', message: 'Entity data viewer' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      view: { page: 'entityViewer' },
    },
    {
      name: 'systemMaintenance',
      path: '/systemConfig-admin',
      title: msg({ id: 'routes.systemMaintenance', message: 'System maintenance' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      view: { page: 'systemMaintenance' },
    },
    {
      name: 'userProducts',
      path: '/userProduct',
      title: msg({ id: 'routes.userProducts', message: 'User products' }),
      variants: ['customerService'],
      group: g,
      view: { page: 'userProducts' },
    },
    {
      name: 'testAdminOrder',
      path: '/order/testAdminOrder',
      title: msg({ id: 'routes.testAdminOrder', message: 'Order creation test' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      confirmClose: true,
      view: { page: 'testAdminOrder' },
    },
    {
      name: 'ipRules',
      path: '/systemManager/ipRule',
      title: msg({ id: 'routes.ipRules', message: 'IP whitelist' }),
      variants: ['customerService'],
      group: g,
      view: { page: 'ipRules' },
    },
    {
      name: 'nameBlackList',
      path: '/systemManager/nameBlackList',
      title: msg({ id: 'routes.nameBlackList', message: 'Name blacklist' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      view: { page: 'riskBlacklist' },
    },
    {
      name: 'payGateways',
      path: '/payGatewayConfig',
      title: msg({ id: 'routes.payGateways', message: 'Payment gateways' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      view: { page: 'payGateways' },
    },
    {
      name: 'messageTemplates',
      path: '/messageTemplate',
      title: msg({ id: 'routes.messageTemplates', message: 'Message templates' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      view: { page: 'smsTemplates' },
    },
    {
      name: 'orderClearHistory',
      path: '/orderClearHistory',
      title: msg({ id: 'routes.orderClearHistory', message: 'Order clear history' }),
      access: superAdminOnly,
      variants: ['readonly'],
      group: g,
      view: { page: 'orderClearHistory' },
    },
  ];
}
