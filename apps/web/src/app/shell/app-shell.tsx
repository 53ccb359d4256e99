import { homePath } from '@shop/domain';
import { useEffect } from 'react';
import { useStore } from '../../features/store/index.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-context.tsx';
import { platform } from '../../lib/platform.ts';
import { useOnTab } from '../../lib/router/use-on-tab.ts';
import { useRoute } from '../../lib/router/use-route.tsx';
import { toast } from '../../ui/feedback/feedback.ts';
import { DialogHost, ToastHost } from '../../ui/feedback/feedback-hosts.tsx';
import { useCurrentPageTitle } from '../../ui/page-title.ts';
import { RouteView } from '../route-view.tsx';
import { TabBar } from './tab-bar.tsx';
import { useTabBar } from './use-tab-bar.ts';
import './app-shell.css';

/** Warns when the device goes offline (SPEC §8 'the network is having a hiccup'). */
function useOfflineToast() {
  const t = useT();
  useEffect(() => {
    const onOffline = () => toast(t('errors.OFFLINE'), { kind: 'error' });
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [t]);
}

/**
 * The browser tab's title: the page's own (translated) before the store's name (store text, as the store wrote
 * it), so tabs and history tell pages apart in the shopper's language. The app's name stands in before the store
 * is known.
 */
function useDocumentTitle() {
  const t = useT();
  const page = useCurrentPageTitle();
  const store = useStore().info?.storeName || t('app.name');
  useEffect(() => {
    document.title = page && page !== store ? `${page} · ${store}` : store;
    // The mini-program's share card takes the page's title; its JS-SDK wrapper is loaded only in there.
    if (platform.kind === 'miniprogram') {
      const title = page || store;
      void import('../../lib/mini-program.ts').then((m) => m.postPageTitle(title));
    }
  }, [page, store]);
}

/** The frame around every page: the page, the store's tab bar on its tab pages, toasts and dialogs. */
export function AppShell() {
  const route = useRoute();
  const path = route.path === '/' ? homePath : route.path;
  // The store's tabs first: useTabBar hands them to the router's tab set, which useOnTab reads.
  const tabs = useTabBar();
  const showTabs = useOnTab();
  const { locale } = useLocale();
  useOfflineToast();
  useDocumentTitle();
  return (
    <div className={`app-shell${showTabs ? ' app-shell--tabbed' : ''}`}>
      <div className="app-shell__page">
        <RouteView route={route} />
      </div>
      {showTabs ? <TabBar tabs={tabs} path={path} query={route.query} /> : null}
      <ToastHost place={`${path}|${locale}`} />
      <DialogHost />
    </div>
  );
}
