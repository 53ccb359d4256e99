import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useStore } from '../../store/index.ts';
import { useMyBookings, useSetMenus } from '../api/group-meal-api.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { MyBookings } from '../components/my-bookings.tsx';
import { SetMenuCard } from '../components/set-menu-card.tsx';
import './group-meal-page.css';

/**
 * Group meal booking (SPEC §2 groupMeal/index, §1): the store's set menus, the booking of one for a group on a day
 * and slot with its deposit paid by balance or online, and the member's bookings with their cancel.
 */
export function GroupMealPage() {
  const t = useT();
  const { info } = useStore();
  const menus = useSetMenus();
  const bookings = useMyBookings();
  const [picked, setPicked] = useState<number | null>(null);
  const list = menus.data ?? [];
  const menu = list.find((m) => m.id === picked) ?? list[0] ?? null;

  let body = <Skeleton height={160} radius={12} />;
  if (menus.isError)
    body = <LoadFailed title={errorMessage(menus.error)} onRetry={() => void menus.refetch()} />;
  else if (menus.data && list.length === 0) body = <EmptyState title={t('marketing.groupMeal.noMenus')} />;
  else if (menu && info)
    body = (
      <>
        <fieldset className="gm-menus" aria-label={t('marketing.groupMeal.menus')}>
          {list.map((m) => (
            <SetMenuCard key={m.id} menu={m} on={m.id === menu.id} onPick={() => setPicked(m.id)} />
          ))}
        </fieldset>
        <BookingForm key={menu.id} menu={menu} info={info} onBooked={() => void bookings.refetch()} />
      </>
    );

  return (
    <div className="gm-page">
      <PageHeader title={t('marketing.groupMeal.title')} />
      <div className="gm-page__content">
        <h2 className="gm-page__section">{t('marketing.groupMeal.menus')}</h2>
        {body}
        <h2 className="gm-page__section">{t('marketing.groupMeal.myBookings')}</h2>
        {bookings.data ? (
          <MyBookings bookings={bookings.data.bookings} />
        ) : (
          <Skeleton height={80} radius={12} />
        )}
      </div>
    </div>
  );
}
