import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/**
 * The body of a page about one thing named in its address (a template, a held coupon): 'does not exist' when the
 * address names none, its failure with a retry, a skeleton while it loads, then the page's own body.
 */
export function QueryBody<T>(props: {
  named: boolean;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const { query } = props;
  if (!props.named) return <EmptyState title={t('errors.COUPON_NOT_FOUND')} />;
  if (query.isError)
    return <LoadFailed title={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Skeleton height={96} radius={12} />;
  return <>{props.children(query.data)}</>;
}
