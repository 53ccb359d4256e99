import type { PartnerLevelOut } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { applyPartner, usePartnerLevels } from '../api/partner-api.ts';
import { partnerPaths } from '../state/partner-paths.ts';
import { useMoney } from './partner-parts.tsx';

/** A level's rates, validity and price in one line. */
export function useLevelWords(): (level: PartnerLevelOut) => string {
  const t = useT();
  const money = useMoney();
  return (level) =>
    [
      t('partner.level.first', { rate: level.firstRate }),
      level.secondRate > 0 ? t('partner.level.second', { rate: level.secondRate }) : null,
      level.validityDays === null
        ? t('partner.level.forGood')
        : t('partner.level.days', { days: level.validityDays }),
      level.price === null ? null : t('partner.level.price', { price: money(level.price) }),
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * Sign-up (SPEC §6): the open levels with their rates, one chosen, the partner agreement of the version the store
 * asks accepted; or 'sign-up closed'. Staff approve the application. `only` narrows the levels (the upgrade page).
 */
export function ApplyForm({ only, buyHere = false }: { only?: number; buyHere?: boolean }) {
  const t = useT();
  const client = useQueryClient();
  const levels = usePartnerLevels();
  const words = useLevelWords();
  const [picked, setPicked] = useState<number | null>(only ?? null);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (levels.isError)
    return <LoadFailed title={errorMessage(levels.error)} onRetry={() => void levels.refetch()} />;
  if (!levels.data) return <Skeleton height={160} radius={12} />;
  const offered = levels.data.levels.filter((l) => l.open && (only === undefined || l.id === only));
  if (!levels.data.signUpOpen || offered.length === 0)
    return <EmptyState title={t('partner.apply.closed')} text={t('partner.apply.closedText')} />;
  // A level for sale is bought (partner/upgrade), not applied for: the application offers the others.
  const open = offered.filter((l) => l.price === null);
  const forSale = offered.length - open.length;
  if (open.length === 0) return buyHere ? null : <ForSaleLink />;
  const level = open.find((l) => l.id === picked) ?? open[0]!;
  const version = levels.data.agreementVersion;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) return setProblem(t('partner.apply.agreementNeeded'));
    setProblem(null);
    setBusy(true);
    try {
      await applyPartner(client, level.id, version);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={(e) => void submit(e)} data-testid="partner-apply">
      <h2 className="partner-title">{t('partner.apply.title')}</h2>
      <fieldset className="partner-levels">
        <legend className="visually-hidden">{t('partner.apply.which')}</legend>
        {open.map((l) => (
          <label
            key={l.id}
            className={`partner-level${l.id === level.id ? ' partner-level--on' : ''}`}
            data-testid={`partner-level-${l.id}`}
          >
            <input
              type="radio"
              name="partner-level"
              checked={l.id === level.id}
              onChange={() => setPicked(l.id)}
            />
            <span>
              <span className="partner-level__name">{l.name}</span>
              <span className="partner-muted" style={{ display: 'block' }}>
                {words(l)}
              </span>
              {l.description ? (
                <span className="partner-muted" style={{ display: 'block' }}>
                  {l.description}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <label className="partner-check">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          data-testid="partner-agree"
        />
        <span>{t('partner.apply.agreement', { version })}</span>
      </label>
      {problem ? (
        <p className="partner-error" role="alert" data-testid="partner-apply-error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block loading={busy} data-testid="partner-apply-submit">
        {t('partner.apply.submit')}
      </Button>
      {forSale > 0 && !buyHere ? <ForSaleLink /> : null}
    </form>
  );
}

/** The way to the levels for sale (partner/upgrade), from the application. */
function ForSaleLink() {
  const t = useT();
  return (
    <Button
      variant="ghost"
      block
      onClick={() => navigate(partnerPaths.upgrade)}
      data-testid="partner-to-upgrade"
    >
      {t('partner.buy.seeForSale')}
    </Button>
  );
}
