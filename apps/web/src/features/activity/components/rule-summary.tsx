import type { InviteRulesOut } from '@shop/contracts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { rewardLine } from './reward-words.ts';

/** The rules' rewards, one line each: "When your friend registers — you get 100 points". */
export function RuleSummary({ rules, only }: { rules: InviteRulesOut; only?: 'inviter' | 'friend' }) {
  const t = useT();
  const { locale } = useLocale();
  const shown = rules.rewards.filter((r) => !only || r.beneficiary === only);
  if (shown.length === 0) return <p className="invitation__muted">{t('activity.invite.noRewards')}</p>;
  return (
    <ul className="invitation__rules" data-testid="invite-rules">
      {shown.map((r) => (
        <li key={`${r.trigger}-${r.beneficiary}`}>
          <span className="invitation__when">
            {t(`activity.trigger.${r.trigger}`)} · {t(`activity.beneficiary.${r.beneficiary}`)}
          </span>
          <strong>{rewardLine(r.items, t, locale)}</strong>
        </li>
      ))}
    </ul>
  );
}
