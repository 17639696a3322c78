import { isLocale } from '@crossbay/contract/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { componentLocaleOf } from '../i18n/component-locales.ts';
import { createQueryClient } from './query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Re-renders on a language switch, so antd-mobile's own texts follow.
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? componentLocaleOf(i18n.language) : undefined;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
