/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadSmsTemplatesPage = () => import('./components/sms-templates-page.tsx').then((m) => m.SmsTemplatesPage);
