import type { CommunityGroupOut } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PaidResult } from '../../order/index.ts';
import { PaymentKeypad } from '../../payment/index.ts';
import {
  useCommunityDetail,
  useCommunityGroups,
  useCommunityOrder,
  useMyCommunityOrders,
} from '../api/community-group-api.ts';
import { ActivityShell, useActivityView } from '../components/activity-shell.tsx';
import { CommunityOrderView, MyCommunityOrders } from '../components/community-order.tsx';
import {
  CommunityCard,
  CommunityHero,
  CommunityItemRow,
  PointPicker,
} from '../components/community-parts.tsx';
import { PayChoice } from '../components/group-pay-choice.tsx';
import { type CommunityBuyForm, type CommunityMine, useCommunityBuy } from '../state/use-community-buy.ts';
import './group-buy-page.css';
import './community-group-page.css';

const payWords = {
  title: 'marketing.seckill.payWith',
  short: 'marketing.seckill.balanceShort',
  name: 'community-pay-method',
} as const;

/** The groups not past their deadline, open first as the server orders them. */
function GroupList() {
  const t = useT();
  const groups = useCommunityGroups();
  if (groups.isError)
    return <LoadFailed title={errorMessage(groups.error)} onRetry={() => void groups.refetch()} />;
  if (!groups.data) return <Skeleton height={96} radius={12} />;
  if (groups.data.length === 0) return <EmptyState title={t('marketing.community.none')} />;
  return (
    <div className="gb-list">
      {groups.data.map((g) => (
        <CommunityCard key={g.id} group={g} />
      ))}
    </div>
  );
}

/** The refusal's words: "choose something" or the catalogue's COMMUNITY_* text with its limit or minimum. */
function refusalText(t: Translate, form: CommunityBuyForm): string | null {
  const refusal = form.refusal;
  if (!refusal) return null;
  if (refusal === 'empty') return t('marketing.community.chooseItems');
  if (refusal.code === 'COMMUNITY_BELOW_MINIMUM')
    return t('marketing.community.minimum', { amount: formatAmount(fromMinor(refusal.params.Amount)) });
  return t(`errors.${refusal.code}`, 'params' in refusal ? refusal.params : undefined);
}

function GroupPage({ id }: { id: number }) {
  const detail = useCommunityDetail(id);
  if (detail.isError)
    return <LoadFailed title={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton height={200} radius={12} />;
  return <GroupBody group={detail.data.group} mine={detail.data.mine} />;
}

/**
 * A group (?id=): its head, each item with its stepper within the member's maximum, the pickup point, the way to
 * pay and "Order", off with its reason (nothing chosen, not open, a limit, the minimum, sold out); a guest sees
 * it all and logs in to order.
 */
function GroupBody({ group, mine }: { group: CommunityGroupOut; mine: CommunityMine }) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const form = useCommunityBuy(group, isLoggedIn, mine);
  const reason = refusalText(t, form);
  const error = form.buy.error ?? (form.refusal === 'empty' ? null : reason);
  const ordering = isLoggedIn && mine !== null && group.phase === 'open';
  return (
    <>
      <CommunityHero group={group} />
      <section className="gb-section" aria-labelledby="cg-items-title">
        <h2 className="gb-section__title" id="cg-items-title">
          {t('marketing.community.itemsTitle')}
        </h2>
        <ul className="cg-items">
          {group.items.map((item) => (
            <CommunityItemRow
              key={item.id}
              item={item}
              quantity={form.quantities[item.id] ?? 0}
              max={ordering ? Math.min(99, mine?.find((m) => m.itemId === item.id)?.maxQuantity ?? 0) : null}
              onChange={(q) => form.setQuantity(item.id, q)}
            />
          ))}
        </ul>
      </section>
      <PointPicker points={group.points} chosen={form.pointId} onChoose={form.setPoint} />
      {ordering ? <PayChoice pay={form.pay} words={payWords} /> : null}
      {error ? (
        <p className="gb-error" role="alert" data-testid="community-error">
          {error}
        </p>
      ) : null}
      <div className="gb-bar">
        <Price minor={toMinor(form.due)} size="md" />
        <Button
          size="lg"
          loading={form.buy.busy}
          disabled={isLoggedIn && (reason !== null || form.pay.chosen === null || form.pointId === null)}
          onClick={form.take}
          data-testid={isLoggedIn ? 'community-buy' : 'community-login'}
        >
          {t(isLoggedIn ? 'marketing.community.order.place' : 'marketing.community.logInToOrder')}
        </Button>
      </div>
      <PaymentKeypad step={form.buy} amount={toMinor(form.due)} />
    </>
  );
}

/** After ordering (at once, or back from the gateway once confirmed), or from my community orders. */
function OrderPage({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={useCommunityOrder}
      waiting={{ title: t('marketing.seckill.confirming') }}
      testId="community"
    >
      {(order) => <CommunityOrderView order={order} />}
    </PaidResult>
  );
}

/**
 * Community group purchase (SPEC §1, §2 its named link): the groups taking orders, then the upcoming; a group's
 * page (?id=) to order its items and pick them up at a leader's point; an order (?orderno=); the member's orders.
 */
export function CommunityGroupPage() {
  const t = useT();
  const mine = useMyCommunityOrders();
  const view = useActivityView({
    list: () => <GroupList />,
    detail: (id) => <GroupPage id={id} />,
    order: ({ orderNo, localOrderNo }) => <OrderPage orderNo={orderNo} localOrderNo={localOrderNo} />,
  });
  return (
    <ActivityShell
      title={t('marketing.community.title')}
      look="gb"
      view={view}
      mine={{
        title: t('marketing.community.mine'),
        list: mine.data ? <MyCommunityOrders orders={mine.data} /> : null,
      }}
    />
  );
}
