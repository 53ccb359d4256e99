import type { GiftDeliveryOut, GiftPackageOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useGiftPackages } from '../api/packages.ts';
import { useReceived } from '../api/received.ts';
import { PackagePrice } from '../components/package-price.tsx';
import { PlanList } from '../components/plan-list.tsx';
import { buyPath, packagesPath } from '../state/gift-paths.ts';
import './gift-pages.css';

type Tab = 'packages' | 'received';

function PackageCard({ pack }: { pack: GiftPackageOut }) {
  const t = useT();
  return (
    <li>
      <Link
        to={buyPath}
        query={{ id: String(pack.id) }}
        className="card gift-card"
        data-testid={`gift-card-${pack.id}`}
      >
        <div className="gift-card__head">
          <h2 className="gift-card__name">{pack.name}</h2>
          <PackagePrice price={pack.price} points={pack.points} />
        </div>
        <PlanList plan={pack.plan} testId={`gift-card-plan-${pack.id}`} />
        {pack.refusal ? (
          <p className="gift-card__note">{t(`errors.${pack.refusal}`, { Limit: pack.buyLimit ?? 0 })}</p>
        ) : pack.remaining !== null ? (
          <p className="gift-card__note">{t('gift.list.remaining', { count: pack.remaining })}</p>
        ) : null}
      </Link>
    </li>
  );
}

function Packages() {
  const t = useT();
  const list = useGiftPackages();
  if (list.isError)
    return <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton height={140} radius={12} />;
  if (list.data.packages.length === 0) return <EmptyState title={t('gift.list.empty')} />;
  return (
    <ul className="gift-list" data-testid="gift-packages">
      {list.data.packages.map((pack) => (
        <PackageCard key={pack.id} pack={pack} />
      ))}
    </ul>
  );
}

function DeliveryCard({ delivery }: { delivery: GiftDeliveryOut }) {
  const t = useT();
  const title = delivery.packageName ?? t(`gift.source.${delivery.source}`);
  return (
    <li className="card gift-card" data-testid="gift-delivery">
      <div className="gift-card__head">
        <h2 className="gift-card__name">{title}</h2>
        <time className="gift-card__note" dateTime={delivery.deliveredAt}>
          {formatDate(delivery.deliveredAt, 'shortMDHM')}
        </time>
      </div>
      <PlanList plan={delivery.plan} testId={`gift-delivery-plan-${delivery.id}`} />
      {delivery.entitlements.length > 0 ? (
        <ul className="gift-honour">
          {delivery.entitlements.map((e) => (
            <li key={e.id}>
              {t('gift.received.honoured', { name: e.name, honoured: e.honoured, quantity: e.quantity })}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Received() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const list = useReceived(true);
  if (!isLoggedIn) return <EmptyState title={t('gift.received.guest')} />;
  if (list.isError)
    return <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton height={140} radius={12} />;
  if (list.data.deliveries.length === 0) return <EmptyState title={t('gift.received.empty')} />;
  return (
    <ul className="gift-list" data-testid="gift-received">
      {list.data.deliveries.map((d) => (
        <DeliveryCard key={d.id} delivery={d} />
      ))}
    </ul>
  );
}

/**
 * Gift packages (SPEC §2 actions/giftPackage): the packages on sale with what each gives and its price, and, as
 * ?tab=received, what the member received from packages, top-ups and rewards, with the goods still to collect.
 */
export function GiftPackagesPage() {
  const t = useT();
  const { query } = useRoute();
  const tab: Tab = query.tab === 'received' ? 'received' : 'packages';
  const tabs: Tab[] = ['packages', 'received'];
  return (
    <div className="gift-page">
      <PageHeader title={t('gift.list.title')} />
      <Tabs
        tabs={tabs.map((id) => ({ id, label: t(`gift.tabs.${id}`) }))}
        current={tab}
        label={t('gift.list.title')}
        onPick={(id) => redirect(packagesPath, id === 'received' ? { tab: id } : {})}
        testPrefix="gift-tab"
      />
      {tab === 'packages' ? <Packages /> : <Received />}
    </div>
  );
}
