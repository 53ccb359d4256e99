import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { IconSwap } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { IconDocument, IconLock } from '../../../ui/page-icons.tsx';
import { SettingsGroup, SettingsRow } from '../../../ui/settings-row.tsx';
import { usePhoneAccounts } from '../api/phone-accounts.ts';
import { AccountChooser } from '../components/account-chooser.tsx';
import { accountPaths } from '../components/account-paths.ts';
import { AccountSheet } from '../components/account-sheet.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { IconShieldOff, IconUserLeave } from '../components/settings-icons.tsx';
import { useCancelAgreement } from '../components/use-cancel-agreement.ts';
import { useLogOut } from '../components/use-log-out.ts';
import './settings-page.css';

/** Switching to another account on the phone, offered only when the phone carries two or more. */
function SwitchAccountRow() {
  const t = useT();
  const accounts = usePhoneAccounts();
  const [open, setOpen] = useState(false);
  const list = accounts.data ?? [];
  if (list.length < 2) return null;
  return (
    <>
      <SettingsRow
        icon={<IconSwap size={20} />}
        title={t('account.settings.switchAccount')}
        sub={t('account.settings.switchAccountText', { count: list.length })}
        onClick={() => setOpen(true)}
        testId="settings-switch-account"
      />
      {open ? (
        <AccountSheet label={t('account.settings.switchAccount')} onClose={() => setOpen(false)}>
          <AccountChooser accounts={list} onChosen={() => setOpen(false)} />
        </AccountSheet>
      ) : null}
    </>
  );
}

/** The member's account: another account on the phone, the password. */
function AccountSettings() {
  const t = useT();
  return (
    <SettingsGroup title={t('account.settings.accountGroup')}>
      <SwitchAccountRow />
      <SettingsRow
        icon={<IconLock size={20} />}
        title={t('account.password.title')}
        sub={t('account.password.entryText')}
        to={accountPaths.password}
        testId="settings-password"
      />
    </SettingsGroup>
  );
}

/** Withdrawing consent and leaving. */
function PrivacySettings() {
  const t = useT();
  const { withdraw, busy } = useCancelAgreement();
  return (
    <SettingsGroup title={t('account.settings.privacyGroup')}>
      <SettingsRow
        icon={<IconShieldOff size={20} />}
        title={t('account.settings.withdraw')}
        sub={t('account.settings.withdrawSub')}
        onClick={() => void withdraw()}
        busy={busy}
        testId="settings-withdraw"
      />
      <SettingsRow
        icon={<IconUserLeave size={20} />}
        title={t('account.settings.deregister')}
        sub={t('account.settings.deregisterSub')}
        to={accountPaths.deregister}
        danger
        testId="settings-deregister"
      />
    </SettingsGroup>
  );
}

/**
 * Settings (SPEC §2 account/setting): language, switching account, password, the terms, withdrawing the privacy
 * agreement, logging out and deregistering. A guest sees the language and the terms.
 */
export function SettingsPage() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const { logOut, busy } = useLogOut();
  return (
    <div className="settings-page">
      <PageHeader title={t('account.settings.title')} />
      {isLoggedIn ? <AccountSettings /> : null}
      <SettingsGroup title={t('account.settings.general')}>
        <LanguageSwitch />
      </SettingsGroup>
      <SettingsGroup title={t('account.settings.aboutGroup')}>
        <SettingsRow
          icon={<IconDocument size={20} />}
          title={t('service.terms.listTitle')}
          sub={t('account.settings.termsSub')}
          to={accountPaths.termsList}
          testId="settings-terms"
        />
      </SettingsGroup>
      {isLoggedIn ? <PrivacySettings /> : null}
      {isLoggedIn ? (
        <div className="settings-page__logout">
          <Button
            variant="ghost"
            block
            size="lg"
            onClick={logOut}
            loading={busy}
            data-testid="settings-logout"
          >
            {t('account.member.logout')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
