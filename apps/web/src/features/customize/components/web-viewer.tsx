import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import './web-viewer.css';

/** How long a page may take to show in the frame before the viewer offers the browser instead. */
export const frameTimeoutMs = 15_000;

/**
 * Any script a framed page needs, forms, and popups that leave the sandbox (a payment or a login the site opens in
 * a new window); no top navigation, so a framed page cannot replace the app.
 */
const sandbox = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

function OpenInBrowser({ url, label }: { url: URL; label: string }) {
  return (
    <a className="web-viewer__open" href={url.href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * The in-app web view of pages/web/web and pages/college/college (decision 041): the link's title, back, and the
 * page in a sandboxed frame under a line naming its site with "open in browser". A browser cannot tell a site
 * that refuses framing from one that loaded (both are closed to the app), so that way out is always on show, and
 * a frame that has not loaded after 15 s is replaced by the offer to open it in the browser.
 */
export function WebViewer({ url, title }: { url: URL; title: string }) {
  const t = useT();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // The pages key the viewer by its address, so a new address starts a new viewer and a new wait.
  useEffect(() => {
    const timer = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), frameTimeoutMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <main className="web-viewer" data-testid="web-viewer">
      <PageHeader title={title || url.hostname} />
      <p className="web-viewer__site">
        <span className="web-viewer__host ellipsis">{url.hostname}</span>
        <OpenInBrowser url={url} label={t('customize.web.openInBrowser')} />
      </p>
      {state === 'failed' ? (
        <EmptyState
          title={t('customize.web.failed')}
          text={t('customize.web.failedHint')}
          action={
            <Button size="lg" onClick={() => window.open(url.href, '_blank', 'noopener,noreferrer')}>
              {t('customize.web.openInBrowser')}
            </Button>
          }
        />
      ) : (
        <div className="web-viewer__frame-box">
          {state === 'loading' ? (
            <p className="web-viewer__loading" role="status">
              {t('customize.web.loading')}
            </p>
          ) : null}
          <iframe
            className="web-viewer__frame"
            src={url.href}
            title={title || url.hostname}
            sandbox={sandbox}
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
          />
        </div>
      )}
    </main>
  );
}

/** What the viewer shows for an address it must not frame (not http or https). */
export function UnsafeAddress({ onHome }: { onHome: () => void }) {
  const t = useT();
  return (
    <main className="web-viewer" data-testid="web-viewer">
      <PageHeader title={t('customize.web.title')} />
      <EmptyState
        title={t('customize.web.unsafe')}
        action={
          <Button size="lg" onClick={onHome}>
            {t('app.goHome')}
          </Button>
        }
      />
    </main>
  );
}
