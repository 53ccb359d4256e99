import type { CouponShareOut, MemberCouponDetailOut } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage, toast, toastError } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useMemberCoupon } from '../api/coupon-detail.ts';
import { useShareGift } from '../api/share-gift.ts';
import { CouponCard } from '../components/coupon-card.tsx';
import { QueryBody } from '../components/query-body.tsx';
import { ShareResult } from '../components/share-result.tsx';
import { queryId } from '../state/coupon-paths.ts';
import { useWords } from '../state/use-words.ts';
import './coupon-pages.css';

/** How long a link may work, in hours (the contract allows up to a week). */
export const linkHours = [2, 24, 72] as const;

function MakeLink({
  coupon,
  onMade,
}: {
  coupon: MemberCouponDetailOut;
  onMade: (link: CouponShareOut) => void;
}) {
  const t = useT();
  const ids = useId();
  const [hours, setHours] = useState<number>(24);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const gifts = useShareGift();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onMade(await gifts.share(coupon.id, hours));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="coupon-form card" onSubmit={submit} data-testid="share-form">
      <fieldset className="coupon-choices">
        <legend className="coupon-section__title">{t('coupon.share.expiry')}</legend>
        {linkHours.map((h) => (
          <label key={h} className={`coupon-choice${h === hours ? ' coupon-choice--on' : ''}`}>
            <input
              className="visually-hidden"
              type="radio"
              name={`${ids}-hours`}
              checked={h === hours}
              onChange={() => setHours(h)}
              data-testid={`share-hours-${h}`}
            />
            {t('coupon.share.hours', { count: h })}
          </label>
        ))}
      </fieldset>
      {coupon.needsTransferCode ? (
        <p className="coupon-form__hint">{t('coupon.share.codeRequired')}</p>
      ) : null}
      <p className="coupon-form__hint">{t('coupon.share.note')}</p>
      {problem ? (
        <p className="coupon-form__error" role="alert" data-testid="share-problem">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={busy} data-testid="share-make">
        {t('coupon.share.make')}
      </Button>
    </form>
  );
}

function ShareBody({ coupon }: { coupon: MemberCouponDetailOut }) {
  const t = useT();
  const words = useWords(coupon.names);
  const [made, setMade] = useState<CouponShareOut | null>(null);
  const gifts = useShareGift();
  const open = made ?? (coupon.openTransfer ? { ...coupon.openTransfer, verificationCode: null } : null);
  const takeBack = async () => {
    try {
      await gifts.cancel(coupon.id);
      setMade(null);
      toast(t('coupon.share.cancelled'), { kind: 'info' });
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <>
      <CouponCard rule={coupon.rule} name={coupon.name} words={words} testId="share-coupon" />
      {!coupon.canTransfer && !open ? (
        <EmptyState title={t('coupon.share.notTransferable')} />
      ) : open ? (
        <>
          <ShareResult name={coupon.name} {...open} />
          <div className="coupon-bar">
            <Button variant="ghost" onClick={() => void takeBack()} data-testid="share-cancel">
              {t('coupon.share.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <MakeLink coupon={coupon} onMade={setMade} />
      )}
    </>
  );
}

/**
 * Give a coupon (SPEC §2 coupons/shareCouponGift?id=…): a share link that works for a while (and asks the friend
 * for a verification code when the coupon says so), to copy or share; the first friend to receive it gets it.
 */
export function ShareGiftPage() {
  const t = useT();
  const { query } = useRoute();
  const id = queryId(query.id);
  const coupon = useMemberCoupon(id);
  return (
    <div className="coupon-page coupon-page--detail">
      <PageHeader title={t('coupon.share.title')} />
      <QueryBody named={id !== null} query={coupon}>
        {(data) => <ShareBody coupon={data} />}
      </QueryBody>
    </div>
  );
}
