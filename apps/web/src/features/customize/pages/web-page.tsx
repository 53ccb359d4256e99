import { homePath } from '@shop/domain';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { safeWebUrl } from '../components/web-address.ts';
import { UnsafeAddress, WebViewer } from '../components/web-viewer.tsx';

/** pages/web/web?url=&title= (SPEC §2 external url links): another site's page inside the app (decision 041). */
export function WebPage() {
  const { query } = useRoute();
  const url = safeWebUrl(query.url);
  if (!url) return <UnsafeAddress onHome={() => redirect(homePath)} />;
  return <WebViewer key={url.href} url={url} title={query.title ?? ''} />;
}
