import type { CouponRule } from '@shop/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { faceCondition, faceValue, type WordsContext } from '../state/rule-words.ts';
import './coupon-card.css';

export interface CouponCardProps {
  rule: CouponRule;
  name: string;
  words: WordsContext;
  /** Lines under the name: validity, what is left, the member's count… */
  meta?: ReactNode;
  /** Short state marks ("Expires soon", "Not valid yet"). */
  marks?: readonly { text: string; tone: 'warn' | 'info' }[];
  /** The card's action (claim, use, details); a link or button. */
  action?: ReactNode;
  /** Greyed: used, expired, given away, or out of reach. */
  muted?: boolean;
  testId: string;
}

/**
 * A coupon as a ticket: its figure and condition on the left ("¥5 · Over ¥20", "15% off", "Free delivery"), its
 * name, kind, state marks and lines in the middle, an action on the right. The centre, My coupons, the detail,
 * the share and receive pages and the settlement's picker draw coupons with it.
 */
export function CouponCard({
  rule,
  name,
  words,
  meta,
  marks = [],
  action,
  muted = false,
  testId,
}: CouponCardProps) {
  const t = useT();
  return (
    <article className={`coupon-card${muted ? ' coupon-card--muted' : ''}`} data-testid={testId}>
      <div className="coupon-card__face">
        <span className="coupon-card__value" data-testid="coupon-value">
          {faceValue(rule, words)}
        </span>
        <span className="coupon-card__condition">{faceCondition(rule, words)}</span>
      </div>
      <div className="coupon-card__body">
        <h3 className="coupon-card__name">{name}</h3>
        <p className="coupon-card__kind">
          {t(`coupon.kind.${rule.kind}`)}
          {marks.map((mark) => (
            <span
              key={mark.text}
              className={`coupon-mark coupon-mark--${mark.tone}`}
              data-testid="coupon-mark"
            >
              {mark.text}
            </span>
          ))}
        </p>
        {meta ? <div className="coupon-card__meta">{meta}</div> : null}
      </div>
      {action ? <div className="coupon-card__action">{action}</div> : null}
    </article>
  );
}
