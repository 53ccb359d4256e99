import { queryId } from '@shop/domain';
import { type ReactNode, useId } from 'react';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** What an activity page shows for each address: its list, one activity (?id=), and an order (?orderno=). */
export interface ActivityViews {
  list: () => ReactNode;
  detail: (id: number) => ReactNode;
  /** An order after paying or from the member's list; the activity's id comes along when the address has it. */
  order?: (order: { orderNo: string; localOrderNo: string; id: number | null }) => ReactNode;
}

/** The view the address asks for: an order, else an activity, else the list. */
export function useActivityView(views: ActivityViews): ReactNode {
  const { query } = useRoute();
  const id = queryId(query.id);
  if (query.orderno && views.order)
    return views.order({ orderNo: query.orderno, localOrderNo: query.localOrderNo ?? '', id });
  return id === null ? views.list() : views.detail(id);
}

/**
 * The frame every activity page shares (blind boxes, bargains, group buys, flash sales, pre-sales, community
 * group purchases): the header, the view, and for a member their own list under it (a placeholder while it loads).
 * `look` is the family of styles the page draws on: the group buy's (gb-), the bargain's (bg-) or the blind box's.
 */
export function ActivityShell({
  title,
  look,
  view,
  mine,
}: {
  title: string;
  look: 'gb' | 'bg' | 'bb';
  view: ReactNode;
  mine: { title: string; list: ReactNode | null };
}) {
  const { isLoggedIn } = useSession();
  const mineTitle = useId();
  return (
    <div className={`${look}-page`}>
      <PageHeader title={title} />
      <div className={`${look}-page__content`}>
        {view}
        {isLoggedIn ? (
          <section className={`${look}-section`} aria-labelledby={mineTitle}>
            <h2 className={`${look}-section__title`} id={mineTitle}>
              {mine.title}
            </h2>
            {mine.list ?? <Skeleton height={60} radius={12} />}
          </section>
        ) : null}
      </div>
    </div>
  );
}
