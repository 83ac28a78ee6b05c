import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useEffect, type ReactNode } from 'react';
import { installErrorHandlers } from '../features/error-log/index.ts';
import { OfflineHost } from '../features/offline/index.ts';
import { SecondLevelHost } from '../features/second-level/index.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { RouteTableContext } from '../lib/routes/context.ts';
import { appRoutes } from './routes/table.ts';

const antdLocales = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS } as const;

/** antd-mobile's own texts (Cancel, Confirm, pull-to-refresh) follow the Lingui language. */
function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const locale = antdLocales[active.locale as keyof typeof antdLocales] ?? zhCN;
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  // Once for the app (product 8): uncaught errors go to the error log and the header's badge.
  useEffect(() => installErrorHandlers(), []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdLocale>
          <RouteTableContext value={appRoutes}>{children}</RouteTableContext>
          <SecondLevelHost />
          <OfflineHost />
        </AntdLocale>
      </QueryClientProvider>
    </I18nProvider>
  );
}
