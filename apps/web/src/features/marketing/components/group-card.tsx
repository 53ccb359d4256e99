import type { GroupOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { refreshGroupBuys } from '../api/group-buy-api.ts';
import { GroupCountdown, GroupMembers, groupStatusText } from './group-parts.tsx';

/** How a group is joined from the page: the action and whether it can be taken now. */
export interface JoinAction {
  loggedIn: boolean;
  /** Nothing can be bought now (the activity not started or over, no pay method): the button is off. */
  disabled: boolean;
  /** The place being paid for is this group's. */
  busy: (group: number) => boolean;
  join: (group: number) => void;
}

/** What a group that cannot be joined says instead of its button; null when it can be. */
function closedWords(group: GroupOut): MessageKey | null {
  if (group.joinedByMe) return 'marketing.groupBuy.inGroup';
  if (group.status === 'grouped' || group.placesLeft === 0) return 'marketing.groupBuy.full';
  if (group.status === 'ended') return 'marketing.groupBuy.ended';
  if (group.status === 'revoked') return 'marketing.groupBuy.revoked';
  return null;
}

/** The time a waiting group has left; at its end the page asks again where it stands. */
function GroupTimeLeft({ group }: { group: GroupOut }) {
  if (group.status !== 'awaiting_group') return null;
  return (
    <GroupCountdown
      endAt={group.expiresAt}
      onEnd={refreshGroupBuys}
      words={{ running: 'marketing.groupBuy.expiresIn', over: 'marketing.groupBuy.timeUp' }}
      testId="group-countdown"
    />
  );
}

/**
 * The group a share link names (mode 1), shown first: its members and empty places, where it stands, its time
 * left, and joining it — or why not (already in it, full, ended, revoked); a guest is asked to log in.
 */
export function SharedGroup({ group, action }: { group: GroupOut; action: JoinAction }) {
  const t = useT();
  const closed = closedWords(group);
  return (
    <section className="gb-section gb-shared" aria-labelledby="gb-shared-title" data-testid="group-shared">
      <h2 className="gb-section__title" id="gb-shared-title">
        {t('marketing.groupBuy.groupOf', { name: group.leaderName })}
      </h2>
      <p className={`gb-status gb-status--${group.status}`} data-testid="group-status">
        {groupStatusText(t, group)}
      </p>
      <GroupTimeLeft group={group} />
      {group.filledByStore > 0 ? (
        <p className="gb-line" data-testid="group-filled-by-store">
          {t('marketing.groupBuy.filledByStore', { count: group.filledByStore })}
        </p>
      ) : null}
      <GroupMembers group={group} />
      {closed ? (
        <p className="gb-note" data-testid="group-closed">
          {t(closed)}
        </p>
      ) : (
        <Button
          block
          size="lg"
          loading={action.busy(group.id)}
          disabled={action.loggedIn && action.disabled}
          onClick={() => action.join(group.id)}
          data-testid={action.loggedIn ? 'group-join' : 'group-login'}
        >
          {t(action.loggedIn ? 'marketing.groupBuy.joinThis' : 'marketing.groupBuy.logInToJoin')}
        </Button>
      )}
    </section>
  );
}

/** The groups open to join, the soonest to expire first: whose, the places left, the time left, "Join". */
export function OpenGroups({ groups, action }: { groups: GroupOut[]; action: JoinAction }) {
  const t = useT();
  return (
    <section className="gb-section" aria-labelledby="gb-open-title">
      <h2 className="gb-section__title" id="gb-open-title">
        {t('marketing.groupBuy.openGroups')}
      </h2>
      {groups.length === 0 ? (
        <p className="gb-line">{t('marketing.groupBuy.noOpenGroups')}</p>
      ) : (
        <ul className="gb-open" data-testid="group-open-list">
          {groups.map((group) => (
            <li key={group.id} className="gb-open__row" data-testid="group-open">
              <span className="gb-open__text">
                <span className="gb-open__name">
                  {t('marketing.groupBuy.groupOf', { name: group.leaderName })}
                </span>
                <span className="gb-line">
                  {t('marketing.groupBuy.placesLeft', { count: group.placesLeft })} ·{' '}
                  <GroupTimeLeft group={group} />
                </span>
              </span>
              {group.joinedByMe ? (
                <span className="gb-line">{t('marketing.groupBuy.inGroup')}</span>
              ) : (
                <Button
                  size="sm"
                  loading={action.busy(group.id)}
                  disabled={action.loggedIn && action.disabled}
                  onClick={() => action.join(group.id)}
                  aria-label={t('marketing.groupBuy.joinGroupOf', { name: group.leaderName })}
                  data-testid="group-open-join"
                >
                  {t('marketing.groupBuy.join')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
