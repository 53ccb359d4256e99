import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useFriends } from '../api/partner-api.ts';
import { day, MoreButton, PartnerGate, PartnerPage } from '../components/partner-parts.tsx';
import { partnerPaths } from '../state/partner-paths.ts';

function FriendList({ level }: { level: 1 | 2 }) {
  const t = useT();
  const friends = useFriends(level);
  const first = friends.data?.pages[0];
  const rows = friends.data?.pages.flatMap((p) => p.friends) ?? [];
  if (friends.isError)
    return <LoadFailed title={errorMessage(friends.error)} onRetry={() => void friends.refetch()} />;
  if (!first) return <Skeleton height={160} radius={12} />;
  if (rows.length === 0) return <EmptyState title={t('partner.friends.empty')} />;
  return (
    <>
      <section className="card">
        <p className="partner-muted" data-testid="partner-friends-total">
          {t('partner.friends.total', { count: first.total })}
        </p>
        <ul className="partner-rows" data-testid="partner-friends">
          {rows.map((f) => (
            <li key={f.uid} className="partner-row" data-testid="partner-friend">
              <span>{f.name}</span>
              <span className="partner-muted">{t('partner.friends.bound', { date: day(f.boundAt) })}</span>
            </li>
          ))}
        </ul>
      </section>
      <MoreButton list={friends} />
    </>
  );
}

/** My friends (SPEC §2 partner/myFriends, §3): those bound to me (level 1) and to them (level 2), masked, paged. */
export function PartnerFriendsPage() {
  const t = useT();
  const { query } = useRoute();
  const level = query.level === '2' ? 2 : 1;
  return (
    <PartnerPage title={t('partner.entry.friends')}>
      <PartnerGate allow={['active', 'expired']}>
        {() => (
          <>
            <Tabs
              tabs={[
                { id: '1', label: t('partner.friends.level1') },
                { id: '2', label: t('partner.friends.level2') },
              ]}
              current={String(level) as '1' | '2'}
              label={t('partner.entry.friends')}
              onPick={(id) => redirect(partnerPaths.friends, { level: id })}
              testPrefix="partner-friends-tab"
            />
            <FriendList key={level} level={level} />
          </>
        )}
      </PartnerGate>
    </PartnerPage>
  );
}
