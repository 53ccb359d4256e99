import { useState } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { IconCheck, IconChevronRight, IconUser } from '../../../ui/icons.tsx';
import { type PhoneAccount, switchAccount } from '../api/phone-accounts.ts';
import { avatarColours, avatarInitial } from './member-avatar.tsx';
import './account-chooser.css';

/** A joining date (YYYY-MM-DD) in the reader's locale; read as UTC so no time zone moves it a day. */
function joinedText(joinedOn: string): string {
  return formatDate(`${joinedOn}T00:00:00Z`, 'short', { timeZone: 'UTC' });
}

function AccountRow(props: {
  account: PhoneAccount;
  busy: boolean;
  disabled: boolean;
  onPick: (account: PhoneAccount) => void;
}) {
  const t = useT();
  const { account, busy, disabled, onPick } = props;
  const name = account.name.trim() || t('account.chooser.unnamed');
  const initial = avatarInitial(name);
  return (
    <li>
      <button
        type="button"
        className={`account-chooser__item${account.current ? ' account-chooser__item--current' : ''}`}
        onClick={() => onPick(account)}
        disabled={disabled}
        aria-current={account.current || undefined}
        aria-busy={busy || undefined}
        data-testid={`account-choice-${account.uid}`}
      >
        <span className="account-chooser__avatar" style={avatarColours(account.uid)} aria-hidden="true">
          {initial ?? <IconUser size={22} />}
        </span>
        <span className="account-chooser__body">
          <span className="account-chooser__top">
            <span className="account-chooser__name ellipsis">{name}</span>
            {account.current ? (
              <span className="account-chooser__badge">
                <IconCheck size={12} />
                {t('account.chooser.current')}
              </span>
            ) : null}
          </span>
          <span className="account-chooser__meta account-chooser__meta--row">
            {account.categoryName ? (
              <span className="account-chooser__level">{account.categoryName}</span>
            ) : null}
            <span className="ellipsis">{t('account.chooser.memberNo', { no: account.memberNo })}</span>
          </span>
          <span className="account-chooser__meta">
            {t('account.chooser.joined', { date: joinedText(account.joinedOn) })}
          </span>
        </span>
        {busy ? <span className="account-chooser__spinner" aria-hidden="true" /> : null}
        {!busy && !account.current ? (
          <IconChevronRight size={18} className="account-chooser__chevron" aria-hidden="true" />
        ) : null}
      </button>
    </li>
  );
}

/**
 * The member accounts bound to one phone (SPEC §6). Picking the current one only closes; picking another moves
 * the session there (the old token ends on the server) and then closes. A refusal stays on the list with its text.
 */
export function AccountChooser({ accounts, onChosen }: { accounts: PhoneAccount[]; onChosen: () => void }) {
  const t = useT();
  const [switching, setSwitching] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (account: PhoneAccount) => {
    if (switching !== null) return;
    setProblem(null);
    if (account.current) {
      onChosen();
      return;
    }
    setSwitching(account.uid);
    try {
      await switchAccount(account.uid);
      toast(t('account.chooser.switched'), { kind: 'success' });
      onChosen();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <section
      className="account-chooser"
      aria-labelledby="account-chooser-title"
      data-testid="account-chooser"
    >
      <h2 className="account-chooser__title" id="account-chooser-title">
        {t('account.chooser.title')}
      </h2>
      <p className="account-chooser__intro">{t('account.chooser.intro', { count: accounts.length })}</p>
      <ul className="account-chooser__list">
        {accounts.map((account) => (
          <AccountRow
            key={account.uid}
            account={account}
            busy={switching === account.uid}
            disabled={switching !== null}
            onPick={(a) => void pick(a)}
          />
        ))}
      </ul>
      {problem ? (
        <p className="account-chooser__error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
