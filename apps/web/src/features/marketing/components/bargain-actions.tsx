import type { BargainActivityOut, BargainOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useId, useState } from 'react';
import { shareOrCopy } from '../../../lib/copy-share.ts';
import { serverNow } from '../../../lib/countdown/server-clock.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate, redirect } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { PaymentKeypad } from '../../payment/index.ts';
import { helpBargain, startBargain } from '../api/bargain-api.ts';
import { bargainPagePath, bargainPath, bargainShareLink, useBargainBuy } from '../state/use-bargain-buy.ts';
import { useMoney } from './bargain-parts.tsx';

const loginPath = '/subpackages/account/login';

/** Sends a guest to log in, back to this very page afterwards (SPEC §6: guests cannot join activities). */
function logInFor(back: string) {
  navigate(loginPath, { redirect: back });
}

/** An error of the last call, as the page says it. */
function ErrorLine({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="bg-error" role="alert" data-testid="bargain-error">
      {error}
    </p>
  );
}

/** Runs one call at a time for a button: busy while it runs, the translated refusal when it fails. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** Why an activity cannot be started now, as an error code the page translates; null when it can. */
function startRefusal(activity: BargainActivityOut): string | null {
  const now = serverNow();
  if (now < Date.parse(activity.startsAt)) return 'BARGAIN_NOT_STARTED';
  if (now >= Date.parse(activity.endsAt)) return 'BARGAIN_ENDED';
  return null;
}

/**
 * Starting a bargain (or again, after one ended unbought): the new bargain opens under its own address, the one
 * its share link carries. A guest is asked to log in first.
 */
export function StartBargain({ activity, again = false }: { activity: BargainActivityOut; again?: boolean }) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const action = useAction();
  if (!isLoggedIn)
    return (
      <Button
        block
        size="lg"
        onClick={() => logInFor(bargainPagePath(activity.id))}
        data-testid="bargain-login"
      >
        {t('marketing.bargain.logInToStart')}
      </Button>
    );
  const refusal = startRefusal(activity);
  const start = () =>
    action.run(async () => {
      const bargain = await startBargain(activity.id);
      redirect(bargainPath, { id: String(activity.id), bargain: String(bargain.id) });
    });
  return (
    <div className="bg-actions">
      <ErrorLine error={action.error ?? (refusal ? t(`errors.${refusal}`) : null)} />
      <Button
        block
        size="lg"
        loading={action.busy}
        disabled={refusal !== null}
        onClick={() => void start()}
        data-testid="bargain-start"
      >
        {t(again ? 'marketing.bargain.startAgain' : 'marketing.bargain.start')}
      </Button>
    </div>
  );
}

/** The starter's link for friends: in a field to copy by hand, and a button for the share sheet or the clipboard. */
export function BargainShare({ bargain }: { bargain: BargainOut }) {
  const t = useT();
  const fieldId = useId();
  const link = bargainShareLink(window.location.origin, window.location.pathname, bargain);
  const share = async () => {
    const how = await shareOrCopy(t('marketing.bargain.shareTitle', { name: bargain.name }), link);
    if (how !== 'shared') {
      toast(t(how === 'copied' ? 'marketing.bargain.copied' : 'marketing.bargain.copyFailed'), {
        kind: 'info',
      });
    }
  };
  return (
    <section className="bg-section" aria-labelledby="bg-share-title">
      <h2 className="bg-section__title" id="bg-share-title">
        {t('marketing.bargain.shareHeading')}
      </h2>
      <label className="bg-line" htmlFor={fieldId}>
        {t('marketing.bargain.linkLabel')}
      </label>
      <input
        id={fieldId}
        className="bg-link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="bargain-share-link"
      />
      <Button block variant="secondary" onClick={() => void share()} data-testid="bargain-share">
        {t('marketing.bargain.share')}
      </Button>
    </section>
  );
}

/** A bought bargain: its order number, shown at the counter to collect it. */
export function BargainBought({ orderNo }: { orderNo: string }) {
  const t = useT();
  return (
    <div className="bg-done" role="status" data-testid="bargain-bought">
      <p className="bg-done__title">{t('marketing.bargain.boughtTitle')}</p>
      <p className="bg-done__order" data-testid="bargain-order-no">
        {orderNo}
      </p>
      <p className="bg-line">{t('marketing.bargain.collect')}</p>
    </div>
  );
}

/** Buying at the price shown, from the balance, the keypad first when the member has a payment password. */
function BuyBargain({ bargain }: { bargain: BargainOut }) {
  const t = useT();
  const money = useMoney();
  const [paid, setPaid] = useState<string | null>(null);
  const form = useBargainBuy(bargain, setPaid);
  if (paid) return <BargainBought orderNo={paid} />;
  const price = money(bargain.currentPrice);
  return (
    <div className="bg-actions">
      <p className="bg-line">
        {t(form.short ? 'marketing.bargain.balanceShort' : 'marketing.bargain.paidFrom', {
          amount: money(form.balance),
        })}
      </p>
      <ErrorLine error={form.buy.error} />
      <Button block size="lg" loading={form.buy.busy} onClick={form.pay} data-testid="bargain-buy">
        {bargain.status === 'success'
          ? t('marketing.bargain.floorReached', { price })
          : t('marketing.bargain.buyNow', { price })}
      </Button>
      <PaymentKeypad step={form.buy} amount={toMinor(bargain.currentPrice)} />
    </div>
  );
}

/** What the starter can do with their bargain, by its status (SPEC §4). */
export function StarterActions({ bargain, activity }: { bargain: BargainOut; activity: BargainActivityOut }) {
  const t = useT();
  if (bargain.status === 'bought') return <BargainBought orderNo={bargain.orderNo ?? ''} />;
  if (bargain.status === 'ended')
    return (
      <div className="bg-actions" data-testid="bargain-ended">
        <p className="bg-done__title">{t('marketing.bargain.endedTitle')}</p>
        <StartBargain activity={activity} again />
      </div>
    );
  return <BuyBargain bargain={bargain} />;
}

/** What the friend who opened a shared bargain can do: cut its price once, log in first, or see it is done. */
export function FriendActions({ bargain }: { bargain: BargainOut }) {
  const t = useT();
  const money = useMoney();
  const { isLoggedIn } = useSession();
  const action = useAction();
  const [cut, setCut] = useState<number | null>(null);
  const back = bargainPagePath(bargain.activityId, bargain.id);
  if (cut !== null)
    return (
      <p className="bg-done__title" role="status" data-testid="bargain-you-cut">
        {t('marketing.bargain.youCut', { amount: money(cut) })}
      </p>
    );
  if (!isLoggedIn)
    return (
      <Button block size="lg" onClick={() => logInFor(back)} data-testid="bargain-login">
        {t('marketing.bargain.logInToHelp')}
      </Button>
    );
  if (bargain.helpedByMe)
    return (
      <p className="bg-done__title" data-testid="bargain-helped">
        {t('marketing.bargain.helped')}
      </p>
    );
  if (bargain.status !== 'in_progress')
    return (
      <p className="bg-done__title" data-testid="bargain-closed">
        {t(`marketing.bargain.status.${bargain.status}`)}
      </p>
    );
  const help = () =>
    action.run(async () => {
      setCut((await helpBargain(bargain.id)).cut);
    });
  return (
    <div className="bg-actions">
      <ErrorLine error={action.error} />
      <Button block size="lg" loading={action.busy} onClick={() => void help()} data-testid="bargain-help">
        {t('marketing.bargain.help', { name: bargain.starterName })}
      </Button>
    </div>
  );
}
