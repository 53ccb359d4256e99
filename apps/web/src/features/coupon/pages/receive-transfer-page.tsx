import type { CouponTransferPreviewOut, MemberCouponOut } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconCheck } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useReceiveTransfer, useTransferPreview } from '../api/transfer.ts';
import { CouponCard } from '../components/coupon-card.tsx';
import { RuleList } from '../components/rule-list.tsx';
import { detailQuery, minePath, queryToken } from '../state/coupon-paths.ts';
import { useWords } from '../state/use-words.ts';
import './coupon-pages.css';

/** Why an open-looking link cannot be received, said instead of the form. */
function closedText(preview: CouponTransferPreviewOut, t: ReturnType<typeof useT>): string | null {
  if (preview.mine) return t('coupon.receive.own');
  if (preview.status === 'received') return t('coupon.receive.taken');
  if (preview.status !== 'open') return t('errors.COUPON_TRANSFER_LINK_INVALID');
  return null;
}

function ReceiveForm({
  token,
  needsCode,
  onReceived,
}: {
  token: string;
  needsCode: boolean;
  onReceived: (c: MemberCouponOut) => void;
}) {
  const t = useT();
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const receiveTransfer = useReceiveTransfer();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (needsCode && !/^\d{6}$/.test(code)) {
      setProblem(t('errors.COUPON_TRANSFER_CODE_REQUIRED'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onReceived((await receiveTransfer(token, needsCode ? code : null)).coupon);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="coupon-form card" onSubmit={submit} noValidate data-testid="receive-form">
      {needsCode ? (
        <>
          <label htmlFor={fieldId}>{t('coupon.receive.codeLabel')}</label>
          <input
            id={fieldId}
            className="coupon-field"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={problem !== null}
            aria-describedby={`${fieldId}-hint`}
            data-testid="receive-code"
          />
          <p className="coupon-form__hint" id={`${fieldId}-hint`}>
            {t('coupon.receive.codeHint')}
          </p>
        </>
      ) : null}
      {problem ? (
        <p className="coupon-form__error" role="alert" data-testid="receive-problem">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={busy} data-testid="receive-submit">
        {t('coupon.receive.submit')}
      </Button>
    </form>
  );
}

function Received({ coupon }: { coupon: MemberCouponOut }) {
  const t = useT();
  return (
    <EmptyState
      icon={<IconCheck size={40} />}
      title={t('coupon.receive.done')}
      text={t('coupon.receive.doneText', { name: coupon.name })}
      action={
        <Button onClick={() => redirect(minePath, detailQuery(coupon.id))} data-testid="receive-to-mine">
          {t('coupon.paid.toMine')}
        </Button>
      }
    />
  );
}

function PreviewBody({ token, preview }: { token: string; preview: CouponTransferPreviewOut }) {
  const t = useT();
  const words = useWords(preview.names);
  const [received, setReceived] = useState<MemberCouponOut | null>(null);
  if (received) return <Received coupon={received} />;
  const closed = closedText(preview, t);
  return (
    <>
      <p className="coupon-notice" data-testid="receive-from">
        {preview.giverName
          ? t('coupon.receive.from', { name: preview.giverName })
          : t('coupon.receive.fromFriend')}
      </p>
      <CouponCard
        rule={preview.rule}
        name={preview.name}
        words={words}
        muted={closed !== null}
        testId="receive-coupon"
      />
      {closed ? (
        <p className="coupon-notice" role="status" data-testid="receive-closed">
          {closed}
        </p>
      ) : (
        <>
          <p className="coupon-form__hint coupon-page__line">
            {t('coupon.receive.expiresAt', { time: formatDate(preview.expiresAt, 'shortMDHM') })}
          </p>
          <ReceiveForm token={token} needsCode={preview.needsCode} onReceived={setReceived} />
        </>
      )}
      <RuleList rule={preview.rule} words={words} />
    </>
  );
}

/**
 * Receive a coupon a friend shares (SPEC §2 coupons/receiveTransferCoupon?token=…): who gives what, the code when
 * it asks one, then it is the member's; a wrong or expired link says 'transfer link wrong or expired' (§8).
 */
export function ReceiveTransferPage() {
  const t = useT();
  const { query } = useRoute();
  const token = queryToken(query.token);
  const preview = useTransferPreview(token);
  let body = <Skeleton height={96} radius={12} />;
  if (token === null || preview.isError) {
    const message = token === null ? t('errors.COUPON_TRANSFER_LINK_INVALID') : errorMessage(preview.error);
    body = <EmptyState title={message} />;
  } else if (preview.data) body = <PreviewBody token={token} preview={preview.data} />;
  return (
    <div className="coupon-page coupon-page--detail">
      <PageHeader title={t('coupon.receive.title')} />
      {body}
    </div>
  );
}
