import { missingFeatureTarget } from '@shop/domain';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { useStore } from '../../store/index.ts';
import { collegeUrl } from '../components/web-address.ts';
import { WebViewer } from '../components/web-viewer.tsx';

/**
 * pages/college/college (SPEC §2 knowledge shop, training pages, teachers, course categories; decision 041): the
 * store's knowledge site, at the host its settings name, with the store id, in the in-app web view. A store
 * without one says the knowledge shop is not offered here.
 */
export function CollegePage() {
  const t = useT();
  const { query } = useRoute();
  const { storeId, info } = useStore();
  const site = info?.settings.knowledgeHost;
  const missing = info !== null && !site;

  useEffect(() => {
    if (missing) {
      const target = missingFeatureTarget('college');
      redirect(target.path, target.query);
    }
  }, [missing]);

  if (!site || storeId === null) return null;
  const url = collegeUrl(site, storeId, query);
  return <WebViewer key={url.href} url={url} title={query.title || t('customize.web.college')} />;
}
