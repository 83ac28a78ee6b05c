import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const smsTemplatesPage: PageRef = {
  modules: ['sms-templates/components/sms-templates-page.tsx'],
  load: () => import('./components/sms-templates-page.tsx').then((m) => m.SmsTemplatesPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'messageTemplates',
    path: '/messageTemplate',
    title: msg({ id: 'routes.messageTemplates', message: 'Message templates' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    view: smsTemplatesPage,
  },
];
