import { useId } from 'react';
import { copyText, shareLink } from '../../../lib/copy-share.ts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { receiveLink } from '../state/coupon-paths.ts';

interface ShareResultProps {
  name: string;
  token: string;
  expiresAt: string;
  /** Shown once, when the link was just made and the coupon asks for one. */
  verificationCode: string | null;
}

/** A made gift link: to copy or hand to the share sheet, until when it works, and the code to pass on. */
export function ShareResult({ name, token, expiresAt, verificationCode }: ShareResultProps) {
  const t = useT();
  const fieldId = useId();
  const link = receiveLink(window.location.origin, window.location.pathname, token);
  const copy = async () => {
    toast(t((await copyText(link)) ? 'coupon.share.copied' : 'coupon.share.copyFailed'), { kind: 'info' });
  };
  const share = async () => {
    if (!(await shareLink(t('coupon.share.shareTitle', { name }), link))) await copy();
  };
  return (
    <section className="coupon-form card" aria-labelledby={`${fieldId}-title`} data-testid="share-result">
      <h2 className="coupon-section__title" id={`${fieldId}-title`}>
        <label htmlFor={fieldId}>{t('coupon.share.linkLabel')}</label>
      </h2>
      <input
        id={fieldId}
        className="coupon-share-link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="share-link"
      />
      <p className="coupon-form__hint" data-testid="share-expires">
        {t('coupon.share.expiresAt', { time: formatDate(expiresAt, 'shortMDHM') })}
      </p>
      {verificationCode ? (
        <p className="coupon-notice" data-testid="share-code">
          {t('coupon.share.tellCode', { code: verificationCode })}
        </p>
      ) : null}
      <div className="coupon-bar">
        <Button variant="secondary" onClick={() => void copy()} data-testid="share-copy">
          {t('coupon.share.copy')}
        </Button>
        <Button onClick={() => void share()} data-testid="share-send">
          {t('coupon.share.send')}
        </Button>
      </div>
    </section>
  );
}
