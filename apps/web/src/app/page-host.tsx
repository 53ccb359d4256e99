import { homePath } from '@shop/domain';
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { useT } from '../lib/i18n/i18n-context.tsx';
import { redirect } from '../lib/router/use-route.tsx';
import { Button } from '../ui/button.tsx';
import { errorMessage } from '../ui/feedback/feedback.ts';
import { IconWifiOff } from '../ui/icons.tsx';
import { PageSkeleton } from '../ui/skeleton.tsx';
import {
  loadedPage,
  loadPage,
  type PageComponent,
  type PageLoader,
  placeholderDelayMs,
} from './page-loader.ts';
import './page-host.css';

/** The error view of a page that failed to load or to render, with a retry and, the page having no header, a way home. */
function PageFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="page-failure" role="alert">
      <div className="page-failure__art" aria-hidden="true">
        <IconWifiOff size={40} />
      </div>
      <p className="page-failure__title">{t('app.pageLoadFailed')}</p>
      <p className="page-failure__text">{errorMessage(error)}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
      <Button variant="ghost" onClick={() => redirect(homePath)}>
        {t('app.goHome')}
      </Button>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
}

/** Catches a page's render errors so the shell (tab bar, dialogs) keeps working. */
class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <PageFailure error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: PageComponent }
  | { status: 'error'; error: unknown };

/** One attempt at loading and showing a page; a retry mounts a fresh one. */
function PageLoad({ path, load, onRetry }: { path: string; load: PageLoader; onRetry: () => void }) {
  const [state, setState] = useState<LoadState>(() => {
    const Page = loadedPage(path);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });
  const [placeholder, setPlaceholder] = useState(false);

  useEffect(() => {
    // Loaded since the first render (a preload finished before this effect ran, a frame later): show it now.
    const Loaded = loadedPage(path);
    if (Loaded) {
      setState((s) => (s.status === 'ready' ? s : { status: 'ready', Page: Loaded }));
      return;
    }
    let live = true;
    const timer = setTimeout(() => live && setPlaceholder(true), placeholderDelayMs);
    loadPage(path, load).then(
      (Page) => live && setState({ status: 'ready', Page }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [path, load]);

  if (state.status === 'error') return <PageFailure error={state.error} onRetry={onRetry} />;
  if (state.status === 'loading') return placeholder ? <PageSkeleton /> : null;
  const { Page } = state;
  return (
    <PageErrorBoundary>
      <Page />
    </PageErrorBoundary>
  );
}

/**
 * Shows one page (DESIGN §5): its chunk loads on demand; the placeholder appears only if that takes more than
 * 200 ms; a failure or the 60 s time-out shows the error view with retry; a render error is caught by the
 * error boundary. Keyed by path by its parent, so a new page starts fresh.
 */
export function PageHost({ path, load }: { path: string; load: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  return <PageLoad key={attempt} path={path} load={load} onRetry={() => setAttempt((n) => n + 1)} />;
}
