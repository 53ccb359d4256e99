import type { CouponTemplateOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { useCentre } from '../api/load-center.ts';
import { centrePath } from '../state/coupon-paths.ts';
import { faceCondition, faceValue } from '../state/rule-words.ts';
import { useTake } from '../state/use-take.ts';
import { useWords } from '../state/use-words.ts';
import { TakeAction } from './take-action.tsx';
import './coupon-strip.css';

export interface CouponStripProps {
  title: string;
  /** The centre's templates to show, in this order; empty: the centre's first ones. */
  templateIds: readonly number[];
  limit: number;
  /** The page the shopper comes back to after logging in to claim. */
  here: string;
}

function StripTicket({
  template,
  busy,
  onTake,
}: {
  template: CouponTemplateOut;
  busy: boolean;
  onTake: () => void;
}) {
  const words = useWords(template.names);
  return (
    <li className="coupon-strip__ticket" data-testid={`coupon-strip-${template.id}`}>
      <span className="coupon-strip__face">{faceValue(template.rule, words)}</span>
      <span className="coupon-strip__condition">{faceCondition(template.rule, words)}</span>
      <span className="coupon-strip__name clamp-2">{template.name}</span>
      <TakeAction template={template} busy={busy} onTake={onTake} />
    </li>
  );
}

/** The templates to show: the listed ones in their order (those the centre still lists), else its first ones. */
export function stripTemplates(
  centre: readonly CouponTemplateOut[],
  templateIds: readonly number[],
  limit: number,
): CouponTemplateOut[] {
  if (templateIds.length === 0) return centre.slice(0, limit);
  const byId = new Map(centre.map((c) => [c.id, c]));
  return templateIds.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
}

/**
 * A custom page's coupon strip (decision 040): the coupon centre's templates as small tickets in a row, each with
 * the centre's own claim action (one claim however often tapped; a guest is asked to log in). Nothing to show: no
 * strip at all.
 */
export function CouponStrip({ title, templateIds, limit, here }: CouponStripProps) {
  const t = useT();
  const centre = useCentre();
  const take = useTake(here);
  const shown = stripTemplates(centre.data?.pages[0]?.coupons ?? [], templateIds, limit);
  if (centre.isSuccess && shown.length === 0) return null;
  return (
    <section className="coupon-strip" aria-label={title || t('coupon.centreTitle')}>
      <div className="coupon-strip__head">
        {title ? <h2 className="coupon-strip__title">{title}</h2> : null}
        <Link to={centrePath} className="coupon-strip__more touch-44">
          {t('coupon.strip.more')}
        </Link>
      </div>
      <ul className="coupon-strip__row">
        {shown.map((template) => (
          <StripTicket
            key={template.id}
            template={template}
            busy={take.busyId === template.id}
            onTake={() => take.take(template)}
          />
        ))}
      </ul>
    </section>
  );
}
