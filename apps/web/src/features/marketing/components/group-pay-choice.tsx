import type { PayOptionOut } from '@shop/contracts';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PayMethodPicker } from '../../payment/index.ts';

/** The way to pay as a buying hook keeps it (group buys, flash sales). */
export interface PayState {
  pending: boolean;
  options: PayOptionOut[];
  balance: number;
  short: boolean;
  chosen: PayOptionOut | null;
  setMethod: (code: number) => void;
}

/** The kind's own words: the section's title and what a balance too low says. */
interface PayWords {
  title: MessageKey;
  short: MessageKey;
  /** The radio group's name, one per kind. */
  name: string;
}

const groupBuyWords: PayWords = {
  title: 'marketing.groupBuy.payWith',
  short: 'marketing.groupBuy.balanceShort',
  name: 'group-buy-pay-method',
};

/** How the member pays: the methods the store allows for it, the balance when it falls short. */
export function PayChoice({ pay, words = groupBuyWords }: { pay: PayState; words?: PayWords }) {
  const t = useT();
  const ids = useId();
  if (pay.pending) return <Skeleton height={120} radius={12} />;
  return (
    <section className="gb-section">
      <h2 className="gb-section__title" id={`${ids}-methods`}>
        {t(words.title)}
      </h2>
      <PayMethodPicker
        options={pay.options}
        selected={pay.chosen?.Code ?? null}
        onSelect={pay.setMethod}
        balance={{ amount: pay.balance, short: pay.short, shortNote: words.short }}
        labelledBy={`${ids}-methods`}
        name={words.name}
        look="cards"
      />
    </section>
  );
}
