import { homePath, isTabPath } from '@shop/domain';
import { useEffect } from 'react';
import { useLocale, useT } from '../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../lib/router/use-route.tsx';
import { toast } from '../../ui/feedback/feedback.ts';
import { DialogHost, ToastHost } from '../../ui/feedback/feedback-hosts.tsx';
import { RouteView } from '../route-view.tsx';
import { TabBar } from './tab-bar.tsx';
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

/** The frame around every page: the page, the tab bar on tab pages, toasts and dialogs. */
export function AppShell() {
  const route = useRoute();
  const path = route.path === '/' ? homePath : route.path;
  const showTabs = isTabPath(path) && route.query.hideTab !== 'true';
  const { locale } = useLocale();
  useOfflineToast();
  return (
    <div className={`app-shell${showTabs ? ' app-shell--tabbed' : ''}`}>
      <div className="app-shell__page">
        <RouteView route={route} />
      </div>
      {showTabs ? <TabBar activePath={path} /> : null}
      <ToastHost place={`${path}|${locale}`} />
      <DialogHost />
    </div>
  );
}
