/** The states a store can be put in by the merchant (SPEC §4). */
export type StoreStatus = 'open' | 'temp_closed' | 'closed' | 'reservation_only';

/** Opening hours of one weekday (1 = Monday … 7 = Sunday) in the store's local time, "HH:MM". */
export interface OpeningHours {
  weekday: number;
  open: string;
  close: string;
}

/** A wall-clock moment in the store's time zone: weekday 1–7 (Monday first) and minutes since midnight. */
export interface LocalTime {
  weekday: number;
  minutes: number;
}

/** What the client shows about a store at a given moment. */
export interface StoreState {
  storeStatus: StoreStatus;
  /** Closed or temporarily closed by the merchant: nothing can be ordered. */
  isBizClosed: boolean;
  /** Not closed by the merchant, but the current time is outside the opening hours. */
  isOutBizTime: boolean;
}

/** The refusal an order meets in a store, by catalogue code, or null when it may be placed. */
export type StoreRefusal = 'STORE_CLOSED' | 'STORE_TEMP_CLOSED' | 'STORE_RESERVATION_ONLY';

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The weekday and minute of the day of an instant, as a clock in the given IANA time zone shows it. */
export function localTime(at: Date, timeZone: string): LocalTime {
  let weekday = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type === 'weekday') weekday = weekdays[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday, minutes: hour * 60 + minute };
}

/** Parses "HH:MM" (00:00 to 24:00) to minutes since midnight; null when malformed. */
export function parseClock(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

function nextWeekday(weekday: number): number {
  return weekday === 7 ? 1 : weekday + 1;
}

function spanCovers(span: OpeningHours, at: LocalTime): boolean {
  const open = parseClock(span.open);
  const close = parseClock(span.close);
  if (open === null || close === null) return false;
  if (close > open) return at.weekday === span.weekday && at.minutes >= open && at.minutes < close;
  // Equal times mean the whole day; a close before the open runs past midnight into the next day.
  if (close === open) return at.weekday === span.weekday;
  return (
    (at.weekday === span.weekday && at.minutes >= open) ||
    (at.weekday === nextWeekday(span.weekday) && at.minutes < close)
  );
}

/** Whether a local time falls within the opening hours; a store without hours is open around the clock. */
export function isWithinOpeningHours(hours: readonly OpeningHours[], at: LocalTime): boolean {
  if (hours.length === 0) return true;
  return hours.some((span) => spanCovers(span, at));
}

/** The state of a store at an instant: the merchant's status combined with its opening hours. */
export function storeState(
  status: StoreStatus,
  hours: readonly OpeningHours[],
  at: Date,
  timeZone: string,
): StoreState {
  const isBizClosed = status === 'closed' || status === 'temp_closed';
  const isOutBizTime = !isBizClosed && !isWithinOpeningHours(hours, localTime(at, timeZone));
  return { storeStatus: status, isBizClosed, isOutBizTime };
}

/** Why a store refuses an order now (SPEC §8 shop messages); a reservation may be placed out of hours. */
export function storeRefusal(state: StoreState, opts: { reservation: boolean }): StoreRefusal | null {
  if (state.storeStatus === 'temp_closed') return 'STORE_TEMP_CLOSED';
  if (state.storeStatus === 'closed') return 'STORE_CLOSED';
  if (opts.reservation) return null;
  if (state.storeStatus === 'reservation_only') return 'STORE_RESERVATION_ONLY';
  return state.isOutBizTime ? 'STORE_CLOSED' : null;
}
