import { QueryClientProvider } from '@tanstack/react-query';
import { useStore } from '../features/store/index.ts';
import { queryClient } from '../lib/api/query-client.ts';
import { I18nProvider } from '../lib/i18n/i18n-context.tsx';
import { CurrencyContext } from '../ui/price.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** The app's providers around the shell. */
export function App() {
  const { currency } = useStore();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <CurrencyContext.Provider value={currency}>
          <AppShell />
        </CurrencyContext.Provider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
