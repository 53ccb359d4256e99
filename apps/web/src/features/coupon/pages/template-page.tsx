import type { CouponTemplateOut } from '@shop/contracts';
import { useContext } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { CouponCard } from '../components/coupon-card.tsx';
import { RuleList } from '../components/rule-list.tsx';
import { TakeAction } from '../components/take-action.tsx';
import { TemplateShell } from '../components/template-shell.tsx';
import { templatePath } from '../state/coupon-paths.ts';
import { templateWords } from '../state/template-words.ts';
import { useTake } from '../state/use-take.ts';
import { useWords } from '../state/use-words.ts';
import './coupon-pages.css';

function TemplateBody({ template }: { template: CouponTemplateOut }) {
  const t = useT();
  const words = useWords(template.names);
  const currency = useContext(CurrencyContext);
  const take = useTake(`${templatePath}?id=${template.id}`);
  const mine = template.claimed + template.bought;
  return (
    <>
      <CouponCard
        rule={template.rule}
        name={template.name}
        words={words}
        testId="template-card"
        meta={
          <>
            {template.price > 0 ? (
              <p data-testid="template-price">
                {t('coupon.buy.price')} {formatAmount(template.price, currency)}
              </p>
            ) : null}
            {template.remaining !== null ? (
              <p>{t('coupon.centre.remaining', { count: template.remaining })}</p>
            ) : null}
            {mine > 0 ? <p>{t('coupon.centre.claimedCount', { count: mine })}</p> : null}
          </>
        }
      />
      {template.description ? <p className="coupon-description">{template.description}</p> : null}
      <RuleList rule={template.rule} words={words} extra={templateWords(template, words)} />
      <div className="coupon-bar">
        <TakeAction
          template={template}
          busy={take.busyId === template.id}
          onTake={() => take.take(template)}
          size="lg"
        />
      </div>
    </>
  );
}

/** A template's page (SPEC §2 coupons/buyCouponDetails?id=…): its rules in words and limits, claim or buy. */
export function TemplatePage() {
  const t = useT();
  return (
    <TemplateShell title={t('coupon.detail.title')}>
      {(data) => <TemplateBody template={data} />}
    </TemplateShell>
  );
}
