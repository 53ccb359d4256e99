import type { PresaleOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import type { ReactNode } from 'react';
import { serverNow } from '../../../lib/countdown/server-clock.ts';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { refreshPresales } from '../api/presale-api.ts';
import { presalePath, presaleWindow, restPerUnit } from '../state/use-presale-pay.ts';
import { BoxPicture } from './box-picture.tsx';
import { GroupCountdown } from './group-parts.tsx';

/** The ship date (YYYY-MM-DD on the store's calendar) as that day wherever the reader is. */
export function shipDay(shipsOn: string): string {
  return formatDate(`${shipsOn}T00:00:00Z`, 'longDay', { timeZone: 'UTC' });
}

/** A window as its two ends ("12/03 10:00 – 12/23 10:00"); a narrow row breaks between them, not inside one. */
function windowText(from: string, to: string): ReactNode {
  return (
    <>
      <span className="pr-nowrap">{formatDate(from, 'shortMDHM')} –</span>{' '}
      <span className="pr-nowrap">{formatDate(to, 'shortMDHM')}</span>
    </>
  );
}

/**
 * Time to the pre-sale's next moment (SPEC §4): to the deposits opening, to their end, to the final window
 * opening (when the windows do not touch), to its end; "closed" once over. At each moment the pre-sales are asked
 * again, so the page moves on to the next window.
 */
export function WindowCountdown({ presale }: { presale: PresaleOut }) {
  const t = useT();
  const testId = 'presale-countdown';
  switch (presaleWindow(presale, serverNow())) {
    case 'before':
      return (
        <GroupCountdown
          endAt={presale.depositStartsAt}
          onEnd={refreshPresales}
          words={{ running: 'marketing.presale.window.before', over: 'marketing.presale.window.depositOpen' }}
          testId={testId}
        />
      );
    case 'deposit':
      return (
        <GroupCountdown
          endAt={presale.depositEndsAt}
          onEnd={refreshPresales}
          words={{
            running: 'marketing.presale.window.deposit',
            over: 'errors.PRESALE_DEPOSIT_ENDED',
            far: 'marketing.presale.window.depositUntil',
          }}
          testId={testId}
        />
      );
    case 'between':
      return (
        <GroupCountdown
          endAt={presale.finalStartsAt}
          onEnd={refreshPresales}
          words={{ running: 'marketing.presale.window.between', over: 'marketing.presale.window.finalOpen' }}
          testId={testId}
        />
      );
    case 'final':
      return (
        <GroupCountdown
          endAt={presale.finalEndsAt}
          onEnd={refreshPresales}
          words={{
            running: 'marketing.presale.window.final',
            over: 'errors.PRESALE_FINAL_ENDED',
            far: 'marketing.presale.window.finalUntil',
          }}
          testId={testId}
        />
      );
    default:
      return (
        <span className="gb-countdown" data-testid={testId}>
          {t('errors.PRESALE_FINAL_ENDED')}
        </span>
      );
  }
}

/** "Deposit ¥20.00 counts as ¥50.00", or just the deposit when it counts for what it cost. */
function DepositLine({ presale }: { presale: PresaleOut }) {
  const t = useT();
  const deposit = formatAmount(presale.deposit);
  return (
    <span className="pr-deposit" data-testid="presale-deposit">
      {presale.depositWorth > presale.deposit
        ? t('marketing.presale.depositCounts', { deposit, worth: formatAmount(presale.depositWorth) })
        : t('marketing.presale.depositOnly', { deposit })}
    </span>
  );
}

/** One pre-sale on the list: picture, name, price, deposit, the window's countdown and the ship date. */
export function PresaleCard({ presale }: { presale: PresaleOut }) {
  const t = useT();
  return (
    <button
      type="button"
      className="gb-card"
      onClick={() => navigate(presalePath, { id: String(presale.id) })}
      data-testid="presale-card"
    >
      <BoxPicture src={presale.image} size={72} />
      <span className="gb-card__text">
        <span className="gb-card__name">{presale.name}</span>
        <Price minor={toMinor(presale.price)} size="md" />
        <DepositLine presale={presale} />
        <WindowCountdown presale={presale} />
        <span className="gb-line">{t('marketing.presale.shipsOn', { date: shipDay(presale.shipsOn) })}</span>
      </span>
    </button>
  );
}

/** A pre-sale's head: picture, name, description, price, deposit and the window's countdown. */
export function PresaleHero({ presale }: { presale: PresaleOut }) {
  return (
    <section className="gb-hero" data-testid="presale-hero">
      <BoxPicture src={presale.image} size={96} eager />
      <div className="gb-hero__text">
        <h2 className="gb-hero__name">{presale.name}</h2>
        {presale.description ? <p className="gb-line">{presale.description}</p> : null}
        <Price minor={toMinor(presale.price)} size="lg" />
        <DepositLine presale={presale} />
        <WindowCountdown presale={presale} />
      </div>
    </section>
  );
}

/**
 * The terms a deposit agrees to (SPEC §4): the deposit and what it counts as, the rest to pay, both windows, the
 * ship date, and what becomes of a deposit whose rest is never paid.
 */
export function PresaleTerms({ presale }: { presale: PresaleOut }) {
  const t = useT();
  const rows: Array<[string, string, ReactNode]> = [
    ['deposit', t('marketing.presale.terms.deposit'), formatAmount(presale.deposit)],
    ['worth', t('marketing.presale.terms.worth'), formatAmount(presale.depositWorth)],
    ['rest', t('marketing.presale.terms.rest'), formatAmount(restPerUnit(presale))],
    [
      'deposit-window',
      t('marketing.presale.terms.depositWindow'),
      windowText(presale.depositStartsAt, presale.depositEndsAt),
    ],
    [
      'final-window',
      t('marketing.presale.terms.finalWindow'),
      windowText(presale.finalStartsAt, presale.finalEndsAt),
    ],
    ['ships-on', t('marketing.presale.terms.shipsOn'), shipDay(presale.shipsOn)],
    [
      'lapsed',
      t('marketing.presale.terms.lapsed'),
      t(
        presale.lapsedDeposit === 'forfeit'
          ? 'marketing.presale.terms.forfeit'
          : 'marketing.presale.terms.refund',
      ),
    ],
  ];
  return (
    <section className="gb-section" aria-labelledby="pr-terms-title">
      <h2 className="gb-section__title" id="pr-terms-title">
        {t('marketing.presale.terms.title')}
      </h2>
      <dl className="pr-terms" data-testid="presale-terms">
        {rows.map(([id, term, value]) => (
          <div key={id} className="pr-terms__row" data-testid={`presale-term-${id}`}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
