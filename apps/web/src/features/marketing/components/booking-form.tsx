import type { SetMenuOut, StoreInfo } from '@shop/contracts';
import { effectivePayCode, fromMinor, toMinor } from '@shop/domain';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { intlTag } from '../../../lib/i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { PayMethodPicker, PaymentKeypad, usePayInfo } from '../../payment/index.ts';
import { menuDays, priceFor } from '../state/group-meal-choice.ts';
import { useBook } from '../state/use-book.ts';
import { activityPayMethods } from '../state/use-pay-state.ts';

function dayLabel(date: string, locale: ReturnType<typeof useLocale>['locale']): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

interface BookingFormProps {
  menu: SetMenuOut;
  info: StoreInfo;
  onBooked: () => void;
}

/**
 * Booking one set menu: the headcount within its limits, a day of the store's window the menu is served on (rest
 * days left out) and one of its slots, the total and the deposit due now, how to pay it, and pay.
 */
export function BookingForm({ menu, info, onBooked }: BookingFormProps) {
  const t = useT();
  const ids = useId();
  const { locale } = useLocale();
  const payInfo = usePayInfo('takeout', true);
  const login = useLoginInfo(false);
  const [headcount, setHeadcount] = useState(menu.minHeadcount);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [method, setMethod] = useState<number | null>(null);
  const book = useBook({ needPayPassword: payInfo.data?.needPayPassword === true, onBooked });

  const days = menuDays(menu, info, new Date());
  const day = days.find((d) => d.date === date) ?? days[0] ?? null;
  const time = day?.slots.includes(slot ?? '') ? slot : (day?.slots[0] ?? null);
  const { total, deposit } = priceFor(menu, headcount);
  const options = activityPayMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const short = toMinor(balance) < deposit;
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due: fromMinor(deposit) });
  const chosen = options.find((o) => o.Code === code) ?? null;

  return (
    <form
      className="gm-form card"
      onSubmit={(e) => {
        e.preventDefault();
        if (day && time && chosen)
          book.pay({
            menuId: menu.id,
            headcount,
            date: day.date,
            slot: time,
            payMethod: chosen.Code,
            deposit,
          });
      }}
      data-testid="gm-form"
    >
      <div className="gm-form__row">
        <span className="gm-form__label" id={`${ids}-people`}>
          {t('marketing.groupMeal.headcount')}
        </span>
        <QuantityStepper
          value={headcount}
          onChange={setHeadcount}
          min={menu.minHeadcount}
          max={menu.maxHeadcount}
          label={t('marketing.groupMeal.headcount')}
        />
      </div>
      {days.length === 0 ? (
        <p className="gm-form__note">{t('marketing.groupMeal.noDays')}</p>
      ) : (
        <div className="gm-form__when">
          <label className="gm-form__field">
            <span className="gm-form__label">{t('marketing.groupMeal.date')}</span>
            <select
              className="gm-select"
              value={day?.date ?? ''}
              onChange={(e) => setDate(e.target.value)}
              data-testid="gm-date"
            >
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date, locale)}
                </option>
              ))}
            </select>
          </label>
          <label className="gm-form__field">
            <span className="gm-form__label">{t('marketing.groupMeal.slot')}</span>
            <select
              className="gm-select"
              value={time ?? ''}
              onChange={(e) => setSlot(e.target.value)}
              data-testid="gm-slot"
            >
              {day?.slots.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <p className="gm-form__sum">
        <span>{t('marketing.groupMeal.total')}</span> <Price minor={total} size="sm" />
      </p>
      <h2 className="gm-form__label" id={`${ids}-methods`}>
        {t('marketing.groupMeal.payWith')}
      </h2>
      {options.length === 0 ? (
        <p className="gm-form__error" role="alert">
          {t('errors.PAY_METHOD_UNCONFIGURED')}
        </p>
      ) : (
        <PayMethodPicker
          options={options}
          selected={chosen?.Code ?? null}
          onSelect={setMethod}
          balance={{ amount: balance, short, shortNote: 'marketing.groupMeal.balanceShort' }}
          labelledBy={`${ids}-methods`}
          name="gm-method"
          look="cards"
        />
      )}
      {book.error ? (
        <p className="gm-form__error" role="alert" data-testid="gm-error">
          {book.error}
        </p>
      ) : null}
      <div className="gm-form__bar">
        <span className="gm-form__deposit">
          {t('marketing.groupMeal.deposit')} <Price minor={deposit} size="lg" />
        </span>
        <Button type="submit" size="lg" loading={book.busy} disabled={!chosen || !time} data-testid="gm-pay">
          {t('marketing.groupMeal.payDeposit')}
        </Button>
      </div>
      <PaymentKeypad step={book} amount={book.asking?.deposit ?? 0} />
    </form>
  );
}
