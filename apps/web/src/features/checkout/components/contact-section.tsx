import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { remarkMax } from '../state/use-settlement.ts';

interface ContactSectionProps {
  phone: string;
  onPhone: (value: string) => void;
  /** PHONE_EMPTY or PHONE_INVALID after a submit, else null. */
  phoneError: string | null;
  remark: string;
  onRemark: (value: string) => void;
  /** The sensitive word the remark holds (SPEC §5 text checks), else null. */
  remarkWord?: string | null;
}

/**
 * The contact phone (required, checked on submit) and the remark (at most 200 characters, no sensitive word: said
 * in place while typing).
 */
export function ContactSection(props: ContactSectionProps) {
  const { phone, onPhone, phoneError, remark, onRemark, remarkWord } = props;
  const t = useT();
  return (
    <section className="settle-card card">
      <label className="settle-row settle-row--field">
        <span className="settle-row__label">{t('checkout.contactPhone')}</span>
        <input
          className={`settle-input${phoneError ? ' settle-input--error' : ''}`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={phone}
          placeholder={t('checkout.phonePlaceholder')}
          onChange={(e) => onPhone(e.target.value)}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? 'settle-phone-error' : undefined}
          data-testid="contact-phone"
        />
      </label>
      {phoneError ? (
        <p className="settle-field-error" id="settle-phone-error" role="alert">
          {t(`errors.${phoneError}`)}
        </p>
      ) : null}
      <label className="settle-remark">
        <span className="settle-row__label">{t('checkout.remark')}</span>
        <textarea
          className="settle-textarea"
          rows={2}
          maxLength={remarkMax}
          value={remark}
          placeholder={t('checkout.remarkPlaceholder')}
          onChange={(e) => onRemark(e.target.value)}
          aria-invalid={remarkWord ? true : undefined}
          aria-describedby={remarkWord ? 'settle-remark-error' : undefined}
          data-testid="order-remark"
        />
        <span className="settle-remark__count" aria-hidden="true">
          {remark.length}/{remarkMax}
        </span>
      </label>
      {remarkWord ? (
        <p
          className="settle-field-error"
          id="settle-remark-error"
          role="alert"
          data-testid="remark-sensitive"
        >
          {t('errors.TEXT_SENSITIVE', { Word: remarkWord })}
        </p>
      ) : null}
    </section>
  );
}
