import { useCountdown } from '../../../lib/countdown/use-countdown.ts';
import { formatDuration } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import './pay-countdown.css';

interface PayCountdownProps {
  /** When the unpaid order is cancelled automatically (ISO). */
  endAt: string;
  /** Runs once when the time is up. */
  onEnd?: () => void;
  /** Where it shows: both read "14 min 59 s left to pay"; the detail's is the one tests look for. */
  variant: 'detail' | 'card';
  className?: string;
}

/** The time left to pay an unpaid order before it is cancelled (SPEC §4), by the server's clock. */
export function PayCountdown({ endAt, onEnd, variant, className }: PayCountdownProps) {
  const t = useT();
  const parts = useCountdown(endAt, { onEnd });
  const text = parts.timeOver ? t('order.timeUp') : t('order.leftToPay', { time: formatDuration(parts) });
  return (
    <span
      className={['pay-countdown', parts.timeOver && 'pay-countdown--over', className]
        .filter(Boolean)
        .join(' ')}
      role="timer"
      data-testid={variant === 'detail' ? 'order-countdown' : undefined}
    >
      {text}
    </span>
  );
}
