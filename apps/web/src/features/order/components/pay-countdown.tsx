import { countdownClock } from '@shop/domain';
import { useCountdown } from '../../../lib/countdown/use-countdown.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import './pay-countdown.css';

interface PayCountdownProps {
  /** When the unpaid order is cancelled automatically (ISO). */
  endAt: string;
  /** Runs once when the time is up. */
  onEnd?: () => void;
  /** 'detail' reads "pay within 14:59"; 'card' the shorter "14:59 left to pay". */
  variant: 'detail' | 'card';
  className?: string;
}

/** The time left to pay an unpaid order before it is cancelled (SPEC §4), by the server's clock. */
export function PayCountdown({ endAt, onEnd, variant, className }: PayCountdownProps) {
  const t = useT();
  const parts = useCountdown(endAt, { onEnd });
  const time = countdownClock(parts);
  let text = t(variant === 'detail' ? 'order.payWithin' : 'order.leftToPay', { time });
  if (parts.timeOver) text = t('order.timeUp');
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
