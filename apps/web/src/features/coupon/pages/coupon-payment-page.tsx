import type { CouponTemplateOut, PayOptionOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { PayMethodPicker, PaymentKeypad, usePayInfo } from '../../payment/index.ts';
import { CouponCard } from '../components/coupon-card.tsx';
import { TemplateShell } from '../components/template-shell.tsx';
import { useBuy } from '../state/use-buy.ts';
import { useWords } from '../state/use-words.ts';
import './coupon-pages.css';

/** What a coupon can be paid by: member balance and the online gateways (nothing is collected at a counter). */
export function couponPayMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

function PayForm({ template }: { template: CouponTemplateOut }) {
  const t = useT();
  const ids = useId();
  const words = useWords(template.names);
  const payInfo = usePayInfo('takeout', true);
  const login = useLoginInfo(false);
  const [method, setMethod] = useState<number | null>(null);
  const buy = useBuy({ needPayPassword: payInfo.data?.needPayPassword === true });

  const options = couponPayMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const price = toMinor(template.price);
  const balanceShort = toMinor(balance) < price;
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due: template.price });
  const chosen = options.find((o) => o.Code === code) ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen)
      buy.pay({ templateId: template.id, payMethod: chosen.Code, amount: price, price: template.price });
  };

  return (
    <form className="coupon-pay" onSubmit={submit} data-testid="coupon-pay-form">
      <CouponCard rule={template.rule} name={template.name} words={words} testId="pay-coupon" />
      {payInfo.isPending ? <Skeleton height={120} radius={12} /> : null}
      {options.length === 0 || payInfo.isError ? (
        <p className="coupon-form__error coupon-page__line" role="alert">
          {payInfo.isError ? errorMessage(payInfo.error) : t('errors.PAY_METHOD_UNCONFIGURED')}
        </p>
      ) : (
        <section className="card coupon-form">
          <h2 className="coupon-section__title" id={`${ids}-methods`}>
            {t('coupon.buy.payWith')}
          </h2>
          <PayMethodPicker
            options={options}
            selected={chosen?.Code ?? null}
            onSelect={setMethod}
            balance={{ amount: balance, short: balanceShort, shortNote: 'coupon.buy.balanceShort' }}
            labelledBy={`${ids}-methods`}
            name="coupon-pay-method"
            look="cards"
          />
        </section>
      )}
      {buy.error ? (
        <p className="coupon-form__error coupon-page__line" role="alert" data-testid="coupon-pay-error">
          {buy.error}
        </p>
      ) : null}
      <div className="coupon-bar coupon-pay__bar">
        <span className="coupon-pay__total">
          {t('coupon.buy.total')} <Price minor={price} size="lg" />
        </span>
        <Button type="submit" size="lg" loading={buy.busy} disabled={!chosen} data-testid="coupon-pay">
          {t('coupon.buy.payNow')}
        </Button>
      </div>
      <PaymentKeypad step={buy} amount={buy.asking?.amount ?? 0} />
    </form>
  );
}

/** Paying for a coupon (SPEC §2 coupons/payment?id=…): the coupon, how to pay (balance or online), the total. */
export function CouponPaymentPage() {
  const t = useT();
  return (
    <TemplateShell title={t('coupon.buy.payTitle')}>{(data) => <PayForm template={data} />}</TemplateShell>
  );
}
