import type { BlindBoxOrderOut } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { BoxPicture } from './box-picture.tsx';

/** How long the box shakes and opens before the item shows (the CSS animation's length). */
const UNBOXING_MS = 1600;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * The unboxing (SPEC §4): a wrapped box that shakes and opens, then the item won, with whether the guarantee gave
 * it and where to collect it. With reduced motion the item shows at once.
 */
export function BoxReveal({ order }: { order: BlindBoxOrderOut }) {
  const t = useT();
  const [open, setOpen] = useState(prefersReducedMotion);
  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => setOpen(true), UNBOXING_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  const item = order.item;
  if (!item) return null;
  return (
    <section className="bb-reveal" aria-live="polite" data-testid="blind-box-reveal">
      {open ? (
        <div
          className={`bb-reveal__item${item.prize ? ' bb-reveal__item--prize' : ''}`}
          data-testid="blind-box-won"
        >
          <BoxPicture src={item.image} size={140} eager />
          <p className="bb-reveal__label">{t('marketing.blindBox.youGot')}</p>
          <h2 className="bb-reveal__name" data-testid="blind-box-won-name">
            {item.name}
          </h2>
          {item.prize ? <p className="bb-badge">{t('marketing.blindBox.prize')}</p> : null}
          {order.guaranteed ? <p className="bb-reveal__note">{t('marketing.blindBox.byGuarantee')}</p> : null}
          <p className="bb-reveal__note">{t('marketing.blindBox.collect', { orderNo: order.orderNo })}</p>
        </div>
      ) : (
        <div className="bb-unboxing" role="status" data-testid="blind-box-unboxing">
          <span className="bb-unboxing__box" aria-hidden="true">
            <span className="bb-unboxing__lid" />
            <span className="bb-unboxing__ribbon" />
          </span>
          <p className="bb-reveal__label">{t('marketing.blindBox.opening')}</p>
        </div>
      )}
    </section>
  );
}
