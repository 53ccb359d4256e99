import type { PayOptionOut, PointsProductOut } from '@shop/contracts';
import { exchangeCost, fromMinor, isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { Price } from '../../../ui/price.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { addressForOrder, useMyAddresses } from '../../address/index.ts';
import { PayMethodPicker, PaymentKeypad, usePayInfo } from '../../payment/index.ts';
import { useOrderMode, useStore } from '../../store/index.ts';
import { useDeliveryQuote } from '../api/delivery-quote.ts';
import { AddressChoice, ModeChoice } from '../components/delivery-choice.tsx';
import { PointsCost } from '../components/points-cost.tsx';
import { ProductPicture } from '../components/product-picture.tsx';
import { ProductShell } from '../components/product-shell.tsx';
import { setWantsDelivery, wantsDelivery } from '../state/delivery-choice.ts';
import { queryNumber } from '../state/pointsmall-paths.ts';
import { useExchange } from '../state/use-exchange.ts';
import './pointsmall.css';

/** What the money part can be paid by: member balance and the online gateways (nothing at a counter). */
function moneyMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

/** How many units the member may take at most: the stock, their limit left, what their points cover, 99. */
function maxUnits(product: PointsProductOut, unitPoints: number, points: number) {
  const limitLeft = product.perPersonLimit === null ? 99 : product.perPersonLimit - product.exchanged;
  return Math.max(1, Math.min(99, product.stock, limitLeft, Math.floor(points / unitPoints)));
}

function MoneyPart(props: {
  price: number;
  chosen: number | null;
  onChoose: (code: number) => void;
  options: PayOptionOut[];
  balance: number;
  failed: string | null;
}) {
  const t = useT();
  const ids = useId();
  if (props.failed || props.options.length === 0)
    return (
      <p className="pm-error" role="alert">
        {props.failed ?? t('errors.PAY_METHOD_UNCONFIGURED')}
      </p>
    );
  return (
    <section className="card pm-section">
      <h2 className="pm-section__title" id={`${ids}-methods`}>
        {t('pointsmall.payWith')}
      </h2>
      <PayMethodPicker
        options={props.options}
        selected={props.chosen}
        onSelect={props.onChoose}
        balance={{
          amount: props.balance,
          short: toMinor(props.balance) < props.price,
          shortNote: 'pointsmall.balanceShort',
        }}
        labelledBy={`${ids}-methods`}
        name="pm-pay-method"
        look="cards"
      />
    </section>
  );
}

/**
 * Goods picked up or delivered (decision 044): the choice (when the store delivers), the address (the one chosen for
 * orders, else the default) and its freight, the fee of the store's zone covering it (minor units; 0 for pickup).
 */
function useDelivery(product: PointsProductOut) {
  const { storeId } = useStore();
  const { offered } = useOrderMode();
  const canDeliver = product.kind === 'goods' && offered.includes('package');
  const [delivering, setDelivering] = useState(() => wantsDelivery());
  const on = canDeliver && delivering;
  const addresses = useMyAddresses(on);
  const address = on && addresses.data ? addressForOrder(addresses.data) : null;
  const quote = useDeliveryQuote(on ? storeId : null, address?.id ?? null);
  return {
    canDeliver,
    on,
    choose: (value: boolean) => {
      setWantsDelivery(value);
      setDelivering(value);
    },
    address,
    quote,
    freight: on && quote.data ? toMinor(quote.data.zone.fee) : 0,
    /** Delivery waits for an address in a zone; its refusal (out of range) is shown as the store words it. */
    ready: !on || (address !== null && quote.data !== undefined),
  };
}

function DeliveryPart({ delivery }: { delivery: ReturnType<typeof useDelivery> }) {
  const t = useT();
  if (!delivery.canDeliver) return <p className="card pm-section pm-note">{t('pointsmall.pickupText')}</p>;
  return (
    <section className="card pm-section">
      <ModeChoice delivering={delivery.on} onChange={delivery.choose} />
      {delivery.on ? (
        <>
          <AddressChoice address={delivery.address} />
          {delivery.quote.isError ? (
            <p className="pm-error" role="alert" data-testid="pm-freight-error">
              {errorMessage(delivery.quote.error)}
            </p>
          ) : null}
          {delivery.quote.data ? (
            <p className="pm-freight" data-testid="pm-freight">
              <span>{t('pointsmall.freight')}</span>
              <Price minor={toMinor(delivery.quote.data.zone.fee)} size="sm" />
            </p>
          ) : null}
        </>
      ) : (
        <p className="pm-note">{t('pointsmall.pickupText')}</p>
      )}
    </section>
  );
}

function CheckoutForm({
  product,
  points,
  ruleIndex,
}: {
  product: PointsProductOut;
  points: number;
  ruleIndex: number;
}) {
  const t = useT();
  const rule = product.rules[ruleIndex] ?? product.rules[0]!;
  const [quantity, setQuantity] = useState(1);
  const cost = exchangeCost({ points: rule.points, price: toMinor(rule.price) }, quantity);
  const delivery = useDelivery(product);
  // The freight is money even for a points-only rule: it is paid like a money part.
  const amount = cost.price + delivery.freight;
  const withMoney = amount > 0;
  const payInfo = usePayInfo(delivery.on ? 'package' : 'takeout', withMoney);
  const login = useLoginInfo(false);
  const [method, setMethod] = useState<number | null>(null);
  const exchange = useExchange({ needPayPassword: payInfo.data?.needPayPassword === true });
  const options = moneyMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const fallback =
    options.find((o) => o.Code !== PayCode.balance || toMinor(balance) >= amount) ?? options[0];
  const chosen = withMoney ? (options.find((o) => o.Code === method) ?? fallback ?? null) : null;
  const short = points < cost.points;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    exchange.pay({
      productId: product.id,
      ruleIndex,
      quantity,
      payMethod: chosen ? chosen.Code : PayCode.none,
      unitPoints: rule.points,
      amount,
      ...(delivery.on && delivery.address ? { addressId: delivery.address.id } : {}),
    });
  };
  return (
    <form className="pm-checkout" onSubmit={submit} data-testid="pm-checkout-form">
      <section className="card pm-line">
        <ProductPicture imageName={product.imageName} kind={product.kind} size={64} />
        <span className="pm-line__body">
          <span className="pm-card__name">{product.name}</span>
          <PointsCost points={rule.points} price={rule.price} size="sm" />
        </span>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={maxUnits(product, rule.points, points)}
          label={product.name}
        />
      </section>
      {product.kind === 'goods' ? <DeliveryPart delivery={delivery} /> : null}
      {withMoney ? (
        payInfo.isPending ? (
          <Skeleton height={120} radius={12} />
        ) : (
          <MoneyPart
            price={amount}
            chosen={chosen?.Code ?? null}
            onChoose={setMethod}
            options={options}
            balance={balance}
            failed={payInfo.isError ? errorMessage(payInfo.error) : null}
          />
        )
      ) : null}
      <p className="pm-note" data-testid="pm-points-left">
        {t('pointsmall.pointsAfter', { have: points, left: Math.max(0, points - cost.points) })}
      </p>
      {short ? (
        <p className="pm-error" role="alert">
          {t('errors.POINTSMALL_INSUFFICIENT_POINTS')}
        </p>
      ) : null}
      {exchange.error ? (
        <p className="pm-error" role="alert" data-testid="pm-checkout-error">
          {exchange.error}
        </p>
      ) : null}
      <div className="pm-bar">
        <span className="pm-bar__mine">
          {t('pointsmall.total')}{' '}
          <PointsCost points={cost.points} price={fromMinor(amount)} testId="pm-total" />
        </span>
        <Button
          type="submit"
          size="lg"
          loading={exchange.busy}
          disabled={short || (withMoney && !chosen) || !delivery.ready}
          data-testid="pm-confirm"
        >
          {t('pointsmall.confirm')}
        </Button>
      </div>
      <PaymentKeypad step={exchange} amount={exchange.asking?.amount ?? 0} />
    </form>
  );
}

/**
 * Confirming an exchange (SPEC §2 pointsMall/checkout?id=&rule=): how many, pickup or delivery (goods), the total,
 * how to pay any money part and freight.
 */
export function PointsCheckoutPage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <ProductShell title={t('pointsmall.checkoutTitle')}>
      {(product, points) => (
        <CheckoutForm product={product} points={points ?? 0} ruleIndex={queryNumber(query.rule) ?? 0} />
      )}
    </ProductShell>
  );
}
