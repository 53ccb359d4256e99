import type { LevelOut } from '@shop/contracts';
import { useId, useState } from 'react';
import { shareOrCopy } from '../../../lib/copy-share.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { useUpgradeRewardRule } from '../api/levels.ts';
import { inviteLink } from '../state/level-paths.ts';
import { IconInvite, IconLink } from './level-icons.tsx';

/**
 * "Invite a friend" (SPEC §6 upgrade via invitation): a link to the invitation page for a purchasable level,
 * with the member's uid, to copy or hand to the system share sheet; the store's reward rule says what it earns.
 */
export function InviteShare({ levels, uid }: { levels: readonly LevelOut[]; uid: number }) {
  const t = useT();
  const fieldId = useId();
  const rule = useUpgradeRewardRule();
  const [picked, setPicked] = useState<number | null>(null);
  const level = levels.find((l) => l.id === picked) ?? levels[0];
  if (!level) return null;
  const link = inviteLink(window.location.origin, window.location.pathname, uid, level.id);
  const share = async () => {
    const how = await shareOrCopy(t('level.invite.shareTitle', { name: level.name }), link);
    if (how !== 'shared') {
      toast(t(how === 'copied' ? 'level.invite.copied' : 'level.invite.copyFailed'), { kind: 'info' });
    }
  };
  const points = rule.data?.enabled ? rule.data.points : 0;
  return (
    <section className="invite-share card" data-testid="invite-share">
      <div className="invite-share__head">
        <span className="invite-share__icon" aria-hidden="true">
          <IconInvite size={22} />
        </span>
        <div>
          <h2 className="invite-share__title">{t('level.invite.title')}</h2>
          <p className="invite-share__text" data-testid="invite-reward">
            {points > 0 ? t('level.invite.reward', { points }) : t('level.invite.noReward')}
          </p>
        </div>
      </div>
      {levels.length > 1 ? (
        <fieldset className="invite-share__levels">
          <legend className="visually-hidden">{t('level.invite.which')}</legend>
          {levels.map((l) => (
            <label
              key={l.id}
              className={`invite-share__level${l.id === level.id ? ' invite-share__level--on' : ''}`}
            >
              <input
                className="visually-hidden"
                type="radio"
                name="invite-level"
                checked={l.id === level.id}
                onChange={() => setPicked(l.id)}
              />
              {l.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="visually-hidden" htmlFor={fieldId}>
        {t('level.invite.linkLabel')}
      </label>
      <div className="invite-share__link">
        <IconLink size={16} />
        <input
          id={fieldId}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="invite-link"
        />
      </div>
      <Button block variant="secondary" onClick={() => void share()} data-testid="invite-share-button">
        {t('level.invite.share')}
      </Button>
    </section>
  );
}
