import { addCalendarDays } from '@shop/domain';

/** One cell of the month grid: a day of the month, or null for the padding before the 1st and after the last. */
export interface CalendarCell {
  day: string;
  date: number;
  signed: boolean;
  points: number;
  today: boolean;
}

/** The number of days of a YYYY-MM month. */
function daysIn(month: string): number {
  return Number(addCalendarDays(`${addCalendarDays(`${month}-28`, 4).slice(0, 7)}-01`, -1).slice(8));
}

/** 1 = Monday … 7 = Sunday of a YYYY-MM-DD date (SPEC §9: weeks run Monday to Sunday). */
function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * A month as weeks of seven cells, Monday first, with the signed days marked (their points, streak reward
 * included) and today marked.
 */
export function monthGrid(
  month: string,
  signed: ReadonlyArray<{ day: string; points: number; rewardPoints: number }>,
  today: string,
): Array<Array<CalendarCell | null>> {
  const byDay = new Map(signed.map((d) => [d.day, d.points + d.rewardPoints]));
  const cells: Array<CalendarCell | null> = Array.from({ length: weekdayOf(`${month}-01`) - 1 }, () => null);
  for (let date = 1; date <= daysIn(month); date++) {
    const day = `${month}-${String(date).padStart(2, '0')}`;
    cells.push({ day, date, signed: byDay.has(day), points: byDay.get(day) ?? 0, today: day === today });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month before or after a YYYY-MM month. */
export function shiftMonth(month: string, by: -1 | 1): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
