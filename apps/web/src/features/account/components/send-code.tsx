import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { CodeSending } from './use-countdown.ts';
import './send-code.css';

// The send-code step as every code field shows it (login by SMS or email, password reset, payment password).

/** The button inside a code field that sends a code, counting down to the next send; off while one is sending. */
export function SendCodeButton(props: {
  sending: CodeSending;
  onSend: () => void;
  disabled?: boolean;
  testId: string;
}) {
  const t = useT();
  const { seconds } = props.sending;
  return (
    <button
      type="button"
      className="send-code touch-44"
      onClick={props.onSend}
      disabled={props.disabled || props.sending.sending || seconds > 0}
      data-testid={props.testId}
    >
      {seconds > 0 ? t('account.resendIn', { seconds }) : t('account.sendCode')}
    </button>
  );
}

/** While the server says a code is already on its way: the seconds left, counting down with the button. */
export function ResendWaitNotice({ sending, className }: { sending: CodeSending; className: string }) {
  const t = useT();
  return sending.waitSeconds > 0 ? (
    <p className={className} role="status">
      {t('errors.SMS_RESEND_WAIT', { Seconds: sending.waitSeconds })}
    </p>
  ) : null;
}
