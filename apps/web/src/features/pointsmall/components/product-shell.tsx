import type { PointsProductOut } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePointsProduct } from '../api/product-details.ts';
import { queryNumber } from '../state/pointsmall-paths.ts';

/**
 * A page about the product its address names (?id=): the product's page and checkout. 'Not found' when the address
 * names none, its failure with a retry, a skeleton while it loads, then the page's own body with the member's
 * points (null for a guest).
 */
export function ProductShell(props: {
  title: string;
  children: (product: PointsProductOut, points: number | null) => ReactNode;
}) {
  const t = useT();
  const { query } = useRoute();
  const id = queryNumber(query.id);
  const product = usePointsProduct(id);
  let body: ReactNode;
  if (id === null) body = <EmptyState title={t('errors.POINTSMALL_NOT_FOUND')} />;
  else if (product.isError)
    body = <LoadFailed title={errorMessage(product.error)} onRetry={() => void product.refetch()} />;
  else if (!product.data) body = <Skeleton height={200} radius={12} />;
  else body = props.children(product.data.product, product.data.points);
  return (
    <div className="pm-page pm-page--detail">
      <PageHeader title={props.title} />
      {body}
    </div>
  );
}
