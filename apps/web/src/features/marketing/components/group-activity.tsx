import type { GroupBuyActivityOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { refreshGroupBuys, useGroupBuyRules } from '../api/group-buy-api.ts';
import { groupBuyPath } from '../state/use-group-buy.ts';
import { BoxPicture } from './box-picture.tsx';
import { GroupCountdown, limitWords } from './group-parts.tsx';

/** The group price with the usual price struck through beside it. */
function GroupPrice({ activity, size }: { activity: GroupBuyActivityOut; size: 'md' | 'lg' }) {
  return <Price minor={toMinor(activity.groupPrice)} original={toMinor(activity.price)} size={size} />;
}

/** One group buy on the list of those on now: picture, name, group price, "Groups of N · 24 h"; opens its page. */
export function ActivityCard({ activity }: { activity: GroupBuyActivityOut }) {
  const t = useT();
  return (
    <button
      type="button"
      className="gb-card"
      onClick={() => navigate(groupBuyPath, { id: String(activity.id) })}
      data-testid="group-buy-activity"
    >
      <BoxPicture src={activity.image} size={72} />
      <span className="gb-card__text">
        <span className="gb-card__name">{activity.name}</span>
        <span className="gb-line">
          {t('marketing.groupBuy.size', { count: activity.size })} · {limitWords(t, activity.limitMinutes)}
        </span>
        <GroupPrice activity={activity} size="md" />
      </span>
    </button>
  );
}

/** An activity's head: picture, name, description, the two prices, the group size and the time to its end. */
export function ActivityHero({ activity }: { activity: GroupBuyActivityOut }) {
  const t = useT();
  return (
    <section className="gb-hero" data-testid="group-buy-hero">
      <BoxPicture src={activity.image} size={96} eager />
      <div className="gb-hero__text">
        <h2 className="gb-hero__name">{activity.name}</h2>
        {activity.description ? <p className="gb-line">{activity.description}</p> : null}
        <GroupPrice activity={activity} size="lg" />
        <p className="gb-line">{t('marketing.groupBuy.size', { count: activity.size })}</p>
        {activity.ended ? (
          <p className="gb-line">{t('errors.GROUP_BUY_ENDED')}</p>
        ) : (
          <GroupCountdown
            endAt={activity.endsAt}
            startAt={activity.startsAt}
            onEnd={refreshGroupBuys}
            words={{
              before: 'marketing.groupBuy.startsIn',
              running: 'marketing.groupBuy.endsIn',
              over: 'errors.GROUP_BUY_ENDED',
              far: 'marketing.groupBuy.until',
            }}
            testId="group-buy-countdown"
          />
        )}
      </div>
    </section>
  );
}

/**
 * The rules in the reader's words from the server's figures, then the store's own text — unless it is the
 * description the page shows already (`shown`).
 */
export function GroupRules({ id, shown }: { id: number; shown: string }) {
  const t = useT();
  const rules = useGroupBuyRules(id);
  return (
    <section className="gb-section" aria-labelledby="gb-rules-title">
      <h2 className="gb-section__title" id="gb-rules-title">
        {t('marketing.groupBuy.rulesTitle')}
      </h2>
      {rules.data ? (
        <ul className="gb-rules" data-testid="group-buy-rules">
          <li>{t('marketing.groupBuy.ruleSize', { count: rules.data.size })}</li>
          <li>{t('marketing.groupBuy.ruleLimit', { limit: limitWords(t, rules.data.limitMinutes) })}</li>
          <li>
            {t(rules.data.fillOnExpiry ? 'marketing.groupBuy.ruleFill' : 'marketing.groupBuy.ruleRefund')}
          </li>
          {rules.data.description && rules.data.description !== shown ? (
            <li>{rules.data.description}</li>
          ) : null}
        </ul>
      ) : (
        <Skeleton height={72} radius={8} />
      )}
    </section>
  );
}
