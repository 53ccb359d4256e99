import type { GroupOut } from '@shop/contracts';
import { useCountdown } from '../../../lib/countdown/use-countdown.ts';
import { formatDate, formatDuration } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { IconUser } from '../../../ui/icons.tsx';

/** A group's time limit in short words ("24 h", "90 min"), which read the same for one or many. */
export function limitWords(t: Translate, minutes: number): string {
  return minutes % 60 === 0
    ? t('marketing.groupBuy.hours', { count: minutes / 60 })
    : t('marketing.groupBuy.minutes', { count: minutes });
}

interface CountdownWords {
  /** Takes {time}: shown while running. */
  running: TextKey;
  /** Shown once over. */
  over: TextKey;
  /** Takes {time}: shown before `startAt`. */
  before?: TextKey;
  /** Takes {date}: shown instead while the end is a day or more away ("8759 h" says less than a date). */
  far?: TextKey;
}

interface GroupCountdownProps {
  endAt: string;
  startAt?: string;
  /** Runs once when the time is up: the page asks the server where things stand now. */
  onEnd?: () => void;
  words: CountdownWords;
  testId?: string;
}

/** Time left on the app's shared countdown (SPEC §4: before start, running, over with its end callback). */
export function GroupCountdown({ endAt, startAt, onEnd, words, testId }: GroupCountdownProps) {
  const t = useT();
  const parts = useCountdown(endAt, { startAt: startAt ?? null, onEnd });
  const time = formatDuration(parts);
  let text = t(words.running, { time });
  if (parts.timeOver) text = t(words.over);
  else if (parts.isBeforeStart && words.before) text = t(words.before, { time });
  else if (parts.d > 0 && words.far) text = t(words.far, { date: formatDate(endAt, 'short') });
  return (
    <span className="gb-countdown" role="timer" data-testid={testId}>
      {text}
    </span>
  );
}

/** Where a group stands in words (SPEC §4 group-buy statuses), the places still open when it waits. */
export function groupStatusText(t: Translate, group: GroupOut): string {
  switch (group.status) {
    case 'awaiting_group':
      return t('marketing.groupBuy.status.awaiting', { count: group.placesLeft });
    case 'grouped':
      return t('marketing.groupBuy.status.grouped');
    case 'ended':
      return t('marketing.groupBuy.status.ended');
    default:
      return t('marketing.groupBuy.status.revoked');
  }
}

/** One place of a group as its avatar row draws it; `slot` is its fixed position (masked names repeat). */
interface Slot {
  slot: number;
  kind: 'member' | 'store' | 'empty';
  name: string;
  leader: boolean;
}

/** A place without a member: filled by the store, or still empty. */
function blank(kind: 'store' | 'empty', count: number): Omit<Slot, 'slot'>[] {
  return Array.from({ length: count }, () => ({ kind, name: '', leader: false }));
}

/** The members in their order (the leader first), then the places the store filled, then those still empty. */
function slotsOf(group: GroupOut): Slot[] {
  const empty = Math.max(0, group.size - group.members.length - group.filledByStore);
  const places = [
    ...group.members.map((m): Omit<Slot, 'slot'> => ({ kind: 'member', ...m })),
    ...blank('store', group.filledByStore),
    ...blank('empty', empty),
  ];
  return places.map((place, slot) => ({ ...place, slot }));
}

/**
 * The group's places as avatars: its members (masked names, the leader marked), the places the store filled at
 * the limit, then the places still empty, so the shopper sees at a glance how many are missing.
 */
export function GroupMembers({ group }: { group: GroupOut }) {
  const t = useT();
  const label = (s: Slot) =>
    s.kind === 'member'
      ? s.name
      : t(s.kind === 'store' ? 'marketing.groupBuy.storePlace' : 'marketing.groupBuy.emptyPlace');
  return (
    <ul className="gb-members" aria-label={t('marketing.groupBuy.members')} data-testid="group-members">
      {slotsOf(group).map((s) => (
        <li key={s.slot} className={`gb-member gb-member--${s.kind}`} data-testid={`group-${s.kind}`}>
          <span className={`gb-avatar gb-avatar--${s.kind}`} aria-hidden="true">
            {s.kind === 'member' ? <IconUser size={24} /> : s.kind === 'empty' ? '?' : ''}
          </span>
          <span className="gb-member__name">{label(s)}</span>
          {s.leader ? <span className="gb-member__tag">{t('marketing.groupBuy.leader')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
