import { formatDate } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { intlTag, type Locale } from '../../../lib/i18n/locale.ts';
import { IconChevronRight } from '../../../ui/icons.tsx';
import { IconBack } from '../../../ui/page-icons.tsx';
import { monthGrid } from '../state/calendar.ts';

// 1 January 2024 was a Monday: the seven days from it name the weekdays, Monday first (SPEC §9).
const weekStart = Date.UTC(2024, 0, 1);
function weekdayNames(locale: Locale): string[] {
  const f = new Intl.DateTimeFormat(intlTag(locale), { weekday: 'narrow', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => f.format(weekStart + i * 86_400_000));
}

interface CalendarProps {
  month: string;
  today: string;
  days: ReadonlyArray<{ day: string; points: number; rewardPoints: number }>;
  onMonth: (step: -1 | 1) => void;
  /** No month after the current one: nothing is signed there yet. */
  canGoNext: boolean;
}

/** The month's calendar with the signed days marked and their points (SPEC §2 actions/checkin). */
export function CheckinCalendar({ month, today, days, onMonth, canGoNext }: CalendarProps) {
  const t = useT();
  const { locale } = useLocale();
  const weeks = monthGrid(month, days, today);
  return (
    <section className="checkin-calendar card" aria-labelledby="checkin-month" data-testid="checkin-calendar">
      <div className="checkin-calendar__head">
        <button
          type="button"
          className="checkin-calendar__step"
          onClick={() => onMonth(-1)}
          aria-label={t('points.checkin.previousMonth')}
        >
          <IconBack />
        </button>
        <h2 id="checkin-month" className="checkin-calendar__month">
          {formatDate(`${month}-15T00:00:00Z`, 'shortYM', { timeZone: 'UTC' })}
        </h2>
        <button
          type="button"
          className="checkin-calendar__step"
          onClick={() => onMonth(1)}
          disabled={!canGoNext}
          aria-label={t('points.checkin.nextMonth')}
        >
          <IconChevronRight />
        </button>
      </div>
      <table className="checkin-calendar__grid">
        <thead>
          <tr>
            {weekdayNames(locale).map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays are fixed in order.
              <th key={i} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((c) => c)?.day}>
              {week.map((cell, i) =>
                cell ? (
                  <td
                    key={cell.day}
                    className={`checkin-day${cell.signed ? ' checkin-day--signed' : ''}${cell.today ? ' checkin-day--today' : ''}`}
                    aria-current={cell.today ? 'date' : undefined}
                    data-testid={cell.signed ? `checkin-signed-${cell.day}` : undefined}
                  >
                    <span className="checkin-day__date">{cell.date}</span>
                    {cell.signed ? (
                      <span className="checkin-day__points">
                        {t('points.checkin.dayPoints', { points: cell.points })}
                      </span>
                    ) : null}
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no day of their own.
                  <td key={`pad-${i}`} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
