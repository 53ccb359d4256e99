import type { GroupMealBookingOut } from '@shop/contracts';
import { isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { useContext, useState } from 'react';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm, errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { CurrencyContext, Price } from '../../../ui/price.tsx';
import { startOnlinePayment } from '../../payment/index.ts';
import { cancelBooking } from '../api/group-meal-api.ts';
import { groupMealPath } from '../state/use-book.ts';

const statusKeys: Record<string, MessageKey> = {
  unpaid: 'marketing.groupMeal.status.unpaid',
  booked: 'marketing.groupMeal.status.booked',
  accepted: 'marketing.groupMeal.status.accepted',
  completed: 'marketing.groupMeal.status.completed',
  cancelled: 'marketing.groupMeal.status.cancelled',
  refunded: 'marketing.groupMeal.status.refunded',
};

/** One booking: menu, time in the store's zone, group size, deposit and status; pay or cancel while allowed. */
function BookingRow({ booking }: { booking: GroupMealBookingOut }) {
  const t = useT();
  const { locale } = useLocale();
  const currency = useContext(CurrencyContext);
  const [busy, setBusy] = useState(false);
  const when = formatDate(booking.mealAt, 'long', { locale, timeZone: booking.storeTimezone });
  const deadline = formatDate(booking.cancelDeadline, 'long', { locale, timeZone: booking.storeTimezone });
  const cancel = async () => {
    const paid = booking.paidAmount > 0;
    const where = booking.payMethod === PayCode.balance ? 'refundBalance' : 'refundOnline';
    const amount = formatAmount(booking.paidAmount, currency);
    const ok = await confirm({
      message: paid ? t(`marketing.groupMeal.${where}`, { amount }) : t('marketing.groupMeal.cancelUnpaid'),
      okText: t('marketing.groupMeal.cancelYes'),
      cancelText: t('marketing.groupMeal.cancelNo'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await cancelBooking(booking.orderNo);
      toast(t('marketing.groupMeal.cancelled'), { kind: 'success' });
    } catch (failure) {
      toast(errorMessage(failure), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="gm-booking card" data-testid="gm-booking" data-order-no={booking.orderNo}>
      <p className="gm-booking__head">
        <span className="gm-booking__name">{booking.menuName}</span>
        <span className={`gm-status gm-status--${booking.status}`} data-testid="gm-booking-status">
          {t(statusKeys[booking.status] ?? 'marketing.groupMeal.status.booked')}
        </span>
      </p>
      <p className="gm-booking__line">
        {when} · {t('marketing.groupMeal.guests', { count: booking.headcount })}
      </p>
      <p className="gm-booking__line">
        {t('marketing.groupMeal.deposit')} <Price minor={toMinor(booking.deposit)} size="sm" />
        {booking.refundedAmount > 0 ? (
          <span className="gm-booking__refund">
            {' '}
            · {t('marketing.groupMeal.refunded', { amount: formatAmount(booking.refundedAmount, currency) })}
          </span>
        ) : null}
      </p>
      {booking.canCancel ? (
        <p className="gm-booking__hint">{t('marketing.groupMeal.cancelUntil', { time: deadline })}</p>
      ) : null}
      <div className="gm-booking__actions">
        {booking.needPay && isOnlinePayCode(booking.payMethod) ? (
          <Button
            size="sm"
            onClick={() =>
              void startOnlinePayment(booking.orderNo, booking.payMethod, { returnTo: groupMealPath })
            }
          >
            {t('marketing.groupMeal.payNow')}
          </Button>
        ) : null}
        {booking.canCancel ? (
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            onClick={() => void cancel()}
            data-testid="gm-cancel"
          >
            {t('marketing.groupMeal.cancel')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The member's group-meal bookings (SPEC §1 group meal booking), the latest meal first. */
export function MyBookings({ bookings }: { bookings: readonly GroupMealBookingOut[] }) {
  const t = useT();
  if (bookings.length === 0) return <p className="gm-empty">{t('marketing.groupMeal.noBookings')}</p>;
  return (
    <ul className="gm-bookings" data-testid="gm-bookings">
      {bookings.map((b) => (
        <BookingRow key={b.orderNo} booking={b} />
      ))}
    </ul>
  );
}
