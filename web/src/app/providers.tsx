import { isLocale } from '@crossbay/contract/locales';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { componentLocaleOf } from '#web/i18n/component-locales.ts';

/** `queryClient` is made before the first render, so the first screen's data can be asked for before it mounts. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Re-renders on a language switch, so antd-mobile's own texts follow.
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? componentLocaleOf(i18n.language) : undefined;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
