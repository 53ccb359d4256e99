import type { SceneTarget } from '@shop/contracts';
import { homePath } from '@shop/domain';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, router, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useStore } from '../../store/index.ts';
import { useScene } from '../api/wxa-code-scene.ts';
import './wkbin-page.css';

/**
 * Opens a scene's page. A scene of another store reloads the app on that store (the launch option storeid picks
 * it, as a shared link would), so the page shows that store's goods and prices; the same store's is a redirect.
 */
function openScene(scene: SceneTarget, currentStoreId: number | null) {
  if (currentStoreId === null || scene.storeId === currentStoreId) {
    redirect(scene.page, scene.query);
    return;
  }
  const hash = router.href(scene.page, scene.query);
  window.location.replace(`${window.location.pathname}?storeid=${scene.storeId}${hash}`);
}

/** The refusal in the shopper's language: an unknown or withdrawn code, an expired one, or a failed call. */
function useFailure(error: unknown, missingId: boolean): string {
  const t = useT();
  if (missingId) return t('errors.SCENE_NOT_FOUND');
  if (isApiError(error) && (error.code === 'SCENE_NOT_FOUND' || error.code === 'SCENE_EXPIRED')) {
    return t(`errors.${error.code}`);
  }
  return error instanceof Error ? error.message : t('customize.wkbin.failed');
}

/**
 * pages/wkbin/wkbin?sceneid=… (SPEC §2; decision 041): the page a mini-program code or a printed QR opens. Reads
 * where the scene leads (GetWxaCodeScene) and goes there; a bad or expired code says so, with a way home.
 */
export function WkbinPage() {
  const t = useT();
  const { query } = useRoute();
  const sceneId = (query.sceneid ?? '').trim();
  const { storeId } = useStore();
  const scene = useScene(sceneId);
  const failed = sceneId === '' || scene.isError;
  const failure = useFailure(scene.error, sceneId === '');

  useEffect(() => {
    if (scene.data) openScene(scene.data, storeId);
  }, [scene.data, storeId]);

  return (
    <main className="wkbin-page" data-testid="wkbin-page">
      <PageHeader title={t('customize.wkbin.title')} showBack={false} />
      {failed ? (
        <EmptyState
          title={failure}
          text={t('customize.wkbin.hint')}
          action={
            <Button size="lg" onClick={() => redirect(homePath)}>
              {t('app.goHome')}
            </Button>
          }
        />
      ) : (
        <p className="wkbin-page__opening" role="status">
          {t('customize.wkbin.opening')}
        </p>
      )}
    </main>
  );
}
