import { useT } from '../lib/i18n/i18n-context.tsx';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a list that could not be loaded shows instead: its message and a button to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyState
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
