import { PAY_PASSWORD_LENGTH } from '@shop/domain';
import { useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { BottomSheet } from '../../../ui/bottom-sheet.tsx';
import { type IconProps, Svg } from '../../../ui/icons.tsx';
import { Price } from '../../../ui/price.tsx';
import './pay-password-sheet.css';

/** Where the member sets or resets the payment password (the password page in its payment mode). */
export const payPasswordPagePath = '/subpackages/account/password';

const IconBackspace = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 5h11v14H9l-6-7z" />
    <path d="m12 9 5 6M17 9l-5 6" />
  </Svg>
);

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del'] as const;

export interface PayPasswordSheetProps {
  /** What will be charged, in minor units. */
  amount: number;
  /** The order is being placed with the digits entered: the keypad waits. */
  busy: boolean;
  /** Why the last digits were refused (translated), shown until a key is pressed. */
  error: string | null;
  /** Changes after every refusal, so the entered digits are cleared for a new try. */
  attempt: number;
  onComplete: (digits: string) => void;
  onClose: () => void;
}

/**
 * The 6-digit payment password asked before a member-balance payment (SPEC §5), on a keypad that slides up
 * over the page paying (the settlement, a paid level upgrade). The sixth digit sends at once; digits typed on a keyboard work too.
 */
export function PayPasswordSheet(props: PayPasswordSheetProps) {
  const { amount, busy, error, attempt, onComplete, onClose } = props;
  const t = useT();
  const titleId = useId();
  const [digits, setDigits] = useState('');
  const [shownError, setShownError] = useState(error);
  // The digits as pressed, ahead of rendering: two keys in one frame must both count.
  const typed = useRef('');
  const latest = useRef({ busy, onComplete });
  latest.current = { busy, onComplete };
  const type = (next: string) => {
    typed.current = next;
    setDigits(next);
  };

  // A refusal clears the digits for the next try and shows why (adjusted while rendering, not in an effect).
  const [seenAttempt, setSeenAttempt] = useState(attempt);
  if (seenAttempt !== attempt) {
    setSeenAttempt(attempt);
    type('');
    setShownError(error);
  }

  const press = (key: string) => {
    const now = typed.current;
    if (latest.current.busy) return;
    setShownError(null);
    if (key === 'del') {
      type(now.slice(0, -1));
      return;
    }
    if (now.length >= PAY_PASSWORD_LENGTH) return;
    const next = now + key;
    type(next);
    if (next.length === PAY_PASSWORD_LENGTH) latest.current.onComplete(next);
  };
  const onKey = (e: KeyboardEvent) => {
    if (/^[0-9]$/.test(e.key)) press(e.key);
    else if (e.key === 'Backspace') press('del');
    else return false;
    return true;
  };

  return (
    <BottomSheet
      labelledBy={titleId}
      onClose={onClose}
      block="pay-sheet"
      onKey={onKey}
      testId="pay-password-sheet"
    >
      <h2 className="pay-sheet__title" id={titleId}>
        {t('payment.password.title')}
      </h2>
      <p className="pay-sheet__amount">
        <span>{t('payment.password.paying')}</span>
        <Price minor={amount} size="lg" />
      </p>
      <div
        className={`pay-sheet__cells${shownError ? ' pay-sheet__cells--invalid' : ''}`}
        role="img"
        aria-label={t('payment.password.entered', { count: digits.length, total: PAY_PASSWORD_LENGTH })}
        data-testid="pay-password-cells"
      >
        {Array.from({ length: PAY_PASSWORD_LENGTH }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, fixed in number and order
            key={i}
            className={`pay-sheet__cell${i < digits.length ? ' pay-sheet__cell--filled' : ''}${
              i === digits.length && !busy ? ' pay-sheet__cell--next' : ''
            }`}
          />
        ))}
      </div>
      <p className="pay-sheet__status" role="alert" data-testid="pay-password-error">
        {busy ? t('payment.password.checking') : (shownError ?? '')}
      </p>
      <Link className="pay-sheet__forgot" to={payPasswordPagePath} query={{ type: 'pay' }}>
        {t('payment.password.forgot')}
      </Link>
      <div className="pay-sheet__keypad" aria-busy={busy || undefined}>
        {keys.map((key) =>
          key === '' ? (
            <span key="blank" className="pay-sheet__key pay-sheet__key--blank" />
          ) : (
            <button
              key={key}
              type="button"
              className={`pay-sheet__key${key === 'del' ? ' pay-sheet__key--del' : ''}`}
              onClick={() => press(key)}
              disabled={busy}
              aria-label={key === 'del' ? t('payment.password.delete') : key}
              data-testid={`pay-key-${key}`}
            >
              {key === 'del' ? <IconBackspace size={24} /> : key}
            </button>
          ),
        )}
      </div>
    </BottomSheet>
  );
}

/** The part of a prepaid payment (usePrepaidPayment) the keypad needs. */
export interface KeypadStep {
  asking: unknown;
  busy: boolean;
  passwordError: string | null;
  attempt: number;
  payWithPassword: (digits: string) => void;
  closeKeypad: () => void;
}

/** The pay-password keypad of a balance payment of `amount` (minor units), open while the payment asks for it. */
export function PaymentKeypad({ step, amount }: { step: KeypadStep; amount: number }) {
  if (!step.asking) return null;
  return (
    <PayPasswordSheet
      amount={amount}
      busy={step.busy}
      error={step.passwordError}
      attempt={step.attempt}
      onComplete={step.payWithPassword}
      onClose={step.closeKeypad}
    />
  );
}
