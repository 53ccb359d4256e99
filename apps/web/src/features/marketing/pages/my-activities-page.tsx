import { linkedPagePaths } from '@shop/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { navigate, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useMyBargains } from '../api/bargain-api.ts';
import { useMyGroups } from '../api/group-buy-api.ts';
import { useMySeckills } from '../api/seckill-api.ts';
import { MyBargains } from '../components/bargain-parts.tsx';
import { MyGroups } from '../components/group-order.tsx';
import { MySeckills } from '../components/seckill-order.tsx';
import './bargain-page.css';
import './group-buy-page.css';

const loginPath = '/subpackages/account/login';
const kinds = ['group', 'bargain', 'seckill'] as const;
type Kind = (typeof kinds)[number];

/** The kind in the address (SPEC §2 myActivities?type=group|bargain|seckill); group buys when it names none. */
function pickKind(type: string | undefined): Kind {
  return kinds.find((kind) => kind === type) ?? 'group';
}

/** Each kind's tab label, the words of its empty list, and the activity page its empty list leads to. */
const kindWords: Record<Kind, { tab: MessageKey; empty: MessageKey; browse: MessageKey; page: string }> = {
  group: {
    tab: 'marketing.groupBuy.title',
    empty: 'marketing.groupBuy.noGroups',
    browse: 'marketing.activities.browseGroups',
    page: linkedPagePaths.groupBuy,
  },
  bargain: {
    tab: 'marketing.bargain.title',
    empty: 'marketing.bargain.noMine',
    browse: 'marketing.activities.browseBargains',
    page: linkedPagePaths.bargain,
  },
  seckill: {
    tab: 'marketing.seckill.title',
    empty: 'marketing.seckill.noOrders',
    browse: 'marketing.activities.browseSeckills',
    page: linkedPagePaths.seckill,
  },
};

/**
 * One kind's list once it has answered: the retry on a failure, a placeholder while loading, an empty state that
 * leads to the kind's activity page, else the kind's own list (the same one its activity page shows).
 */
function Loaded<T extends readonly unknown[]>({
  kind,
  query,
  children,
}: {
  kind: Kind;
  query: UseQueryResult<T>;
  children: (items: T) => ReactNode;
}) {
  const t = useT();
  const words = kindWords[kind];
  if (query.isError)
    return <LoadFailed title={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton height={120} radius={12} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        title={t(words.empty)}
        action={
          <Button variant="secondary" onClick={() => navigate(words.page)} data-testid="my-activities-browse">
            {t(words.browse)}
          </Button>
        }
      />
    );
  return <>{children(query.data)}</>;
}

function GroupList() {
  return (
    <Loaded kind="group" query={useMyGroups()}>
      {(orders) => <MyGroups orders={orders} />}
    </Loaded>
  );
}

function BargainList() {
  return (
    <Loaded kind="bargain" query={useMyBargains()}>
      {(bargains) => <MyBargains bargains={bargains} />}
    </Loaded>
  );
}

function SeckillList() {
  return (
    <Loaded kind="seckill" query={useMySeckills()}>
      {(orders) => <MySeckills orders={orders} />}
    </Loaded>
  );
}

const lists: Record<Kind, () => ReactNode> = { group: GroupList, bargain: BargainList, seckill: SeckillList };

/**
 * My activities (SPEC §2 named links my group / my bargain / my seckill lists, myActivities?type=…): a tab per
 * kind, each the member's own list as its activity page shows it, every row opening its group, bargain or order.
 * A guest has none and is asked to log in, back to this tab (SPEC §6).
 */
export function MyActivitiesPage() {
  const t = useT();
  const { query } = useRoute();
  const { isLoggedIn } = useSession();
  const kind = pickKind(query.type);
  const List = lists[kind];
  return (
    <div className="gb-page">
      <PageHeader title={t('marketing.activities.title')} />
      <Tabs
        tabs={kinds.map((id) => ({ id, label: t(kindWords[id].tab) }))}
        current={kind}
        label={t('marketing.activities.title')}
        onPick={(next) => redirect(linkedPagePaths.myActivities, { type: next })}
        testPrefix="my-activities-tab"
      />
      <div className="gb-page__content" role="tabpanel" aria-label={t(kindWords[kind].tab)}>
        {isLoggedIn ? (
          <List />
        ) : (
          <EmptyState
            title={t('marketing.activities.guest')}
            action={
              <Button
                onClick={() =>
                  navigate(loginPath, { redirect: `${linkedPagePaths.myActivities}?type=${kind}` })
                }
                data-testid="my-activities-login"
              >
                {t('account.login')}
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}
