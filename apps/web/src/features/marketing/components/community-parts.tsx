import type { CommunityGroupOut, CommunityItemOut, CommunityPointOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { refreshCommunity } from '../api/community-group-api.ts';
import { communityPath } from '../state/use-community-buy.ts';
import { BoxPicture } from './box-picture.tsx';
import { GroupCountdown } from './group-parts.tsx';

/** The pickup window in words ("Pick up 12/05 09:00 – 12/05 12:00"). */
export function PickupWindow({ from, until }: { from: string; until: string }) {
  const t = useT();
  return (
    <p className="gb-line" data-testid="community-pickup">
      {t('marketing.community.pickup', {
        from: formatDate(from, 'shortMDHM'),
        until: formatDate(until, 'shortMDHM'),
      })}
    </p>
  );
}

/**
 * Time to the group's next moment (SPEC §4): to its start while upcoming, to the order deadline while open,
 * "closed" after; at each moment the groups are asked again, so the page moves to the next phase.
 */
export function DeadlineCountdown({ group }: { group: CommunityGroupOut }) {
  const t = useT();
  if (group.phase === 'closed')
    return <span className="gb-countdown">{t('errors.COMMUNITY_GROUP_CLOSED')}</span>;
  const upcoming = group.phase === 'upcoming';
  return (
    <GroupCountdown
      endAt={upcoming ? group.startsAt : group.endsAt}
      onEnd={refreshCommunity}
      words={
        upcoming
          ? { running: 'marketing.community.startsIn', over: 'marketing.community.open' }
          : {
              running: 'marketing.community.closesIn',
              over: 'errors.COMMUNITY_GROUP_CLOSED',
              far: 'marketing.community.until',
            }
      }
      testId="community-countdown"
    />
  );
}

/** One group on the list: picture, name, what it has, its deadline and pickup; opens its page. */
export function CommunityCard({ group }: { group: CommunityGroupOut }) {
  const t = useT();
  return (
    <button
      type="button"
      className="gb-card"
      onClick={() => navigate(communityPath, { id: String(group.id) })}
      data-testid="community-group"
    >
      <BoxPicture src={group.image} size={72} />
      <span className="gb-card__text">
        <span className="gb-card__name">{group.name}</span>
        <span className="gb-line">{t('marketing.community.items', { count: group.items.length })}</span>
        <DeadlineCountdown group={group} />
        <PickupWindow from={group.pickupFrom} until={group.pickupUntil} />
      </span>
    </button>
  );
}

/** A group's head: picture, name, description, minimum, deadline and pickup window. */
export function CommunityHero({ group }: { group: CommunityGroupOut }) {
  const t = useT();
  return (
    <section className="gb-hero" data-testid="community-hero">
      <BoxPicture src={group.image} size={96} eager />
      <div className="gb-hero__text">
        <h2 className="gb-hero__name">{group.name}</h2>
        {group.description ? <p className="gb-line">{group.description}</p> : null}
        {group.minAmount !== null ? (
          <p className="gb-line">
            {t('marketing.community.minimum', { amount: formatAmount(group.minAmount) })}
          </p>
        ) : null}
        <DeadlineCountdown group={group} />
        <PickupWindow from={group.pickupFrom} until={group.pickupUntil} />
      </div>
    </section>
  );
}

/** One item: picture, name, group price against the usual, what is left, the limit, and its stepper when ordering. */
export function CommunityItemRow({
  item,
  quantity,
  max,
  onChange,
}: {
  item: CommunityItemOut;
  quantity: number;
  /** The stepper's maximum; null hides the stepper (a guest, a closed group). */
  max: number | null;
  onChange: (quantity: number) => void;
}) {
  const t = useT();
  return (
    <li className="cg-item" data-testid="community-item">
      <BoxPicture src={item.image} size={56} />
      <span className="cg-item__text">
        <span className="gb-card__name">{item.name}</span>
        <Price minor={toMinor(item.groupPrice)} original={toMinor(item.price)} size="md" />
        <span className="gb-line">
          {item.remaining > 0
            ? t('marketing.community.left', { count: item.remaining })
            : t('errors.COMMUNITY_SOLD_OUT')}
          {item.perMemberLimit === null
            ? ''
            : ` · ${t('marketing.community.perMember', { count: item.perMemberLimit })}`}
        </span>
      </span>
      {max === null ? null : (
        <QuantityStepper
          value={quantity}
          onChange={onChange}
          min={0}
          max={Math.max(0, max)}
          label={item.name}
          compact
        />
      )}
    </li>
  );
}

/** The group's pickup points to choose from, each with its address and hours. */
export function PointPicker({
  points,
  chosen,
  onChoose,
}: {
  points: CommunityPointOut[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const t = useT();
  return (
    <section className="gb-section" data-testid="community-points">
      <h2 className="gb-section__title" id="cg-points-title">
        {t('marketing.community.pointTitle')}
      </h2>
      <div className="cg-points" role="radiogroup" aria-labelledby="cg-points-title">
        {points.map((p) => (
          <label key={p.id} className="cg-point touch-44">
            <input
              type="radio"
              name="community-point"
              checked={chosen === p.id}
              onChange={() => onChoose(p.id)}
            />
            <span className="cg-point__text">
              <span className="gb-card__name">{p.name}</span>
              <span className="gb-line">{p.address}</span>
              {p.hours ? <span className="gb-line">{p.hours}</span> : null}
              <span className="gb-line">{p.phone}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
