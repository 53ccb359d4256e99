import { homePath } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { IconPin } from '../../../ui/icons.tsx';

/** The picker of a store SPEC §4 does not let the shopper leave: says so, and leads back home. */
export function CannotSwitch({ storeName }: { storeName: string }) {
  const t = useT();
  return (
    <EmptyState
      icon={<IconPin size={36} />}
      title={t('store.cannotSwitch')}
      text={t('store.cannotSwitchText', { store: storeName })}
      action={<Button onClick={() => redirect(homePath)}>{t('store.backHome')}</Button>}
    />
  );
}
