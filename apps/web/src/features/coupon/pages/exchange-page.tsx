import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useExchangeCode } from '../api/exchange.ts';
import { detailQuery, minePath } from '../state/coupon-paths.ts';
import './coupon-pages.css';

/**
 * Redeem an exchange code (SPEC §2 coupons/exchangeCoupon; §5: a code is required): the coupon it stands for
 * becomes the member's and its detail opens. Wrong, used, expired codes and too many tries answer with their texts.
 */
export function ExchangePage() {
  const t = useT();
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const exchangeCode = useExchangeCode();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setProblem(t('coupon.exchange.required'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { coupon } = await exchangeCode(typed);
      toast(t('coupon.exchange.done', { name: coupon.name }), { kind: 'success' });
      navigate(minePath, detailQuery(coupon.id));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="coupon-page">
      <PageHeader title={t('coupon.exchange.title')} />
      <form className="coupon-form card" onSubmit={submit} noValidate data-testid="exchange-form">
        <label htmlFor={fieldId}>{t('coupon.exchange.label')}</label>
        <input
          id={fieldId}
          className="coupon-field"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={problem !== null}
          aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-problem` : ''}`}
          data-testid="exchange-code"
        />
        <p className="coupon-form__hint" id={`${fieldId}-hint`}>
          {t('coupon.exchange.hint')}
        </p>
        {problem ? (
          <p
            className="coupon-form__error"
            id={`${fieldId}-problem`}
            role="alert"
            data-testid="exchange-problem"
          >
            {problem}
          </p>
        ) : null}
        <Button type="submit" block size="lg" loading={busy} data-testid="exchange-submit">
          {t('coupon.exchange.submit')}
        </Button>
      </form>
    </div>
  );
}
