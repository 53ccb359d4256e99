import { localDate, PICKUP_STEP_MINUTES } from '@shop/domain';
import { useId } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { IconClock } from '../../../ui/page-icons.tsx';
import { useStore } from '../../store/index.ts';
import { reservationChoices, type SlotTerms } from '../state/reservation-choice.ts';

interface ReservationPickerProps extends SlotTerms {
  /** The chosen time (ISO), or '' for as soon as possible. */
  value: string;
  onChange: (iso: string) => void;
  /** The label of the time row (pickup time, delivery time). */
  label: string;
  /** What "as soon as possible" says in this mode (delivery names its minutes). */
  asapLabel?: string;
  /** The time list's test id (the journeys tell pickup and delivery apart). */
  timeTestId?: string;
}

/** "Sun 22 Nov" in the reader's language, for a date of the store's calendar. */
function dayName(date: string, locale: Locale): string {
  return formatDate(`${date}T12:00:00Z`, 'weekdayDay', { locale, timeZone: 'UTC' });
}

/**
 * When the order is wanted (SPEC §5 reservations): a day — today and the following days of the store's window,
 * rest weekdays left out — and a time of that day on the store's clock. "As soon as possible" is offered today
 * when the store is open and takes orders now; a later day only has slots. Mode-aware through its lead and slot
 * length (SlotTerms).
 */
export function ReservationPicker({
  value,
  onChange,
  label,
  asapLabel,
  timeTestId = 'pickup-time',
  ...terms
}: ReservationPickerProps) {
  const t = useT();
  const ids = useId();
  const { locale } = useLocale();
  const { info } = useStore();
  if (!info) return null;
  const now = new Date();
  const chosenDate = value ? localDate(new Date(value), info.timezone) : null;
  const choices = reservationChoices(info, now, chosenDate, terms);
  const asapOpen =
    info.storeStatus === 'open' && !info.isBizClosed && !info.isOutBizTime && choices.day === choices.today;
  const pickDay = (date: string) => {
    if (date === choices.today && asapOpen) return onChange('');
    onChange(reservationChoices(info, now, date, terms).slots[0] ?? '');
  };
  const dayLabel = (date: string) =>
    date === choices.today
      ? t('checkout.reservation.today')
      : date === nextDay(choices.today)
        ? `${t('checkout.reservation.tomorrow')} ${dayName(date, locale)}`
        : dayName(date, locale);
  return (
    <fieldset className="reserve" aria-labelledby={`${ids}-label`} data-testid="reservation-picker">
      <legend id={`${ids}-label`} className="settle-row__label">
        <IconClock size={16} /> {label}
      </legend>
      <div className="reserve__row">
        <select
          className="settle-select reserve__day"
          aria-label={t('checkout.reservation.day')}
          value={choices.day ?? ''}
          onChange={(e) => pickDay(e.target.value)}
          data-testid="reservation-day"
        >
          {choices.days.map((d) => (
            <option key={d.date} value={d.date}>
              {dayLabel(d.date)}
            </option>
          ))}
        </select>
        <select
          className="settle-select reserve__time"
          aria-label={t('checkout.reservation.time')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={timeTestId}
        >
          {asapOpen ? (
            <option value="">{asapLabel ?? t('checkout.asap')}</option>
          ) : (
            <option value="">{t('checkout.reservation.choose')}</option>
          )}
          {choices.slots.map((slot) => (
            <option key={slot} value={slot}>
              {slotLabel(slot, terms.slotMinutes, locale, info.timezone)}
            </option>
          ))}
        </select>
      </div>
      {choices.days.length === 0 ? <p className="settle-note">{t('checkout.reservation.none')}</p> : null}
    </fieldset>
  );
}

/** A slot's start on the store's clock; a window longer than pickup's quarter hour shows its end too. */
function slotLabel(slot: string, slotMinutes: number | undefined, locale: Locale, timeZone: string): string {
  const start = formatDate(slot, 'time', { locale, timeZone });
  if (!slotMinutes || slotMinutes <= PICKUP_STEP_MINUTES) return start;
  const end = new Date(Date.parse(slot) + slotMinutes * 60_000).toISOString();
  return `${start}–${formatDate(end, 'time', { locale, timeZone })}`;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
