import type { CouponTemplateOut } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useTemplate } from '../api/buy-details.ts';
import { queryId } from '../state/coupon-paths.ts';
import { QueryBody } from './query-body.tsx';

/** A page about the template its address names (?id=): buyCouponDetails and payment. */
export function TemplateShell(props: {
  title: string;
  children: (template: CouponTemplateOut) => ReactNode;
}) {
  const { query } = useRoute();
  const id = queryId(query.id);
  const template = useTemplate(id);
  return (
    <div className="coupon-page coupon-page--detail">
      <PageHeader title={props.title} />
      <QueryBody named={id !== null} query={template}>
        {props.children}
      </QueryBody>
    </div>
  );
}
