import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { hasKey, type MessageKey } from '../../../lib/i18n/messages.ts';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { useLoginGate } from '../../../lib/session/use-login-gate.ts';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { accountKeys } from '../api/account-keys.ts';
import { type PasswordStatus, savePassword, sendPasswordCode, usePasswordStatus } from '../api/passwords.ts';
import { memberCentrePath } from '../components/login-rules.ts';
import {
  CodeField,
  LabelledField,
  PasswordFormSubmit,
  RevealToggle,
} from '../components/password-fields.tsx';
import {
  checkPasswordForm,
  fieldOfPasswordError,
  type PasswordField,
  type PasswordProblem,
  passwordLength,
} from '../components/password-rules.ts';
import { useBoundPhoneCode } from '../components/use-countdown.ts';
import { PayPasswordEntry, PayPasswordMode } from './pay-password-mode.tsx';
import './password-page.css';

const passwordPath = '/subpackages/account/password';

type Mode = 'set' | 'change' | 'reset';
type Problems = Partial<Record<PasswordField, string>>;

const titles: Record<Mode, MessageKey> = {
  set: 'account.password.setTitle',
  change: 'account.password.changeTitle',
  reset: 'account.password.resetTitle',
};

interface SecretInputProps {
  id: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: 'new-password' | 'current-password';
  invalid: boolean;
  disabled: boolean;
}

/** A 6-character password input with a button that shows or hides what was typed. */
function SecretInput(props: SecretInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <input
        id={props.id}
        name={props.testId}
        type={shown ? 'text' : 'password'}
        inputMode="text"
        autoComplete={props.autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={passwordLength}
        placeholder={props.placeholder}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        data-testid={props.testId}
      />
      <RevealToggle
        inputId={props.id}
        shown={shown}
        onToggle={() => setShown((s) => !s)}
        disabled={props.disabled}
      />
    </>
  );
}

function problemText(problem: PasswordProblem, t: Translate): string {
  if (!problem.own) return t(`errors.${problem.code}`);
  const key = `account.password.${problem.code}`;
  return hasKey(key) ? t(key) : key;
}

/** Sets, changes or resets the password (SPEC §5), checking the rule in place before any call. */
function PasswordForm({
  mode,
  status,
  onMode,
}: {
  mode: Mode;
  status: PasswordStatus;
  onMode: (m: Mode) => void;
}) {
  const t = useT();
  const ids = useId();
  const queryClient = useQueryClient();
  const [oldPassword, setOldPassword] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const noPhone = mode === 'reset' && !status.hasPhone;

  const edit = (field: PasswordField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (problems[field] || problems.form) {
      setProblems(({ [field]: _done, form: _form, ...rest }) => rest);
    }
  };

  const showServerError = (error: unknown) => {
    if (!isApiError(error)) {
      setProblems({ form: errorMessage(error) });
      return;
    }
    setProblems({ [fieldOfPasswordError(error.code, mode)]: error.message });
  };

  // The resend wait of the bound phone; kept apart from the login page's waits, which are keyed by full number.
  const phoneCode = useBoundPhoneCode(`password:${status.phoneMasked}`, sendPasswordCode, showServerError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (noPhone) return;
    const problem = checkPasswordForm({
      oldPassword: mode === 'change' ? oldPassword : undefined,
      code: mode === 'reset' ? code : undefined,
      password,
      confirmPassword,
    });
    if (problem) {
      setProblems({ [problem.field]: problemText(problem, t) });
      document.getElementById(`${ids}-${problem.field}`)?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      if (mode === 'set') await savePassword({ mode, password, confirmPassword });
      else if (mode === 'change') await savePassword({ mode, oldPassword, password, confirmPassword });
      else await savePassword({ mode, code: code.trim(), password, confirmPassword });
      await queryClient.invalidateQueries({ queryKey: accountKeys.passwordStatus });
      toast(t(mode === 'set' ? 'account.password.set' : 'account.password.changed'), { kind: 'success' });
      redirect(memberCentrePath);
    } catch (error) {
      showServerError(error);
    } finally {
      setBusy(false);
    }
  };

  const secret = (
    field: 'old' | 'new' | 'confirm',
    value: string,
    set: (v: string) => void,
    placeholder: string,
  ) => (
    <SecretInput
      id={`${ids}-${field}`}
      testId={`password-${field}`}
      value={value}
      onChange={edit(field, set)}
      placeholder={placeholder}
      autoComplete={field === 'old' ? 'current-password' : 'new-password'}
      invalid={Boolean(problems[field])}
      disabled={noPhone}
    />
  );

  let intro = t('account.password.setIntro');
  if (mode === 'change') intro = t('account.password.changeIntro');
  if (mode === 'reset' && status.hasPhone)
    intro = t('account.password.resetIntro', { phone: status.phoneMasked });

  return (
    <form className="password-form card" onSubmit={submit} noValidate data-testid={`password-form-${mode}`}>
      {noPhone ? (
        <p className="password-form__blocked" role="alert" data-testid="password-no-phone">
          {t('errors.NO_PHONE_BOUND')}
        </p>
      ) : (
        <p className="password-form__intro">{intro}</p>
      )}

      {mode === 'change' ? (
        <LabelledField id={`${ids}-old`} label={t('account.password.old')} problem={problems.old}>
          {secret('old', oldPassword, setOldPassword, t('account.password.oldPlaceholder'))}
        </LabelledField>
      ) : null}

      {mode === 'reset' ? (
        <CodeField
          id={`${ids}-code`}
          testId="password"
          value={code}
          onChange={edit('code', setCode)}
          problem={problems.code}
          disabled={noPhone}
          phoneCode={phoneCode}
          onSend={() => setProblems({})}
        />
      ) : null}

      <LabelledField id={`${ids}-new`} label={t('account.password.new')} problem={problems.new}>
        {secret('new', password, setPassword, t('account.password.newPlaceholder'))}
      </LabelledField>
      {problems.new ? null : <p className="password-form__hint">{t('account.password.rule')}</p>}
      <LabelledField id={`${ids}-confirm`} label={t('account.password.confirm')} problem={problems.confirm}>
        {secret('confirm', confirmPassword, setConfirmPassword, t('account.password.confirmPlaceholder'))}
      </LabelledField>

      <PasswordFormSubmit problem={problems.form} busy={busy} disabled={noPhone} testId="password-submit">
        {t(titles[mode])}
      </PasswordFormSubmit>

      {mode === 'change' ? (
        <button
          type="button"
          className="password-form__switch"
          onClick={() => onMode('reset')}
          data-testid="password-mode-reset"
        >
          {t('account.password.forgot')}
        </button>
      ) : null}
      {mode === 'reset' ? (
        <button
          type="button"
          className="password-form__switch"
          onClick={() => onMode('change')}
          data-testid="password-mode-old"
        >
          {t('account.password.useOld')}
        </button>
      ) : null}
    </form>
  );
}

function FormSkeleton() {
  return (
    <div className="password-form card" aria-hidden="true">
      <Skeleton width="70%" height={14} />
      {[0, 1].map((i) => (
        <div key={i} className="password-form__row">
          <Skeleton width="30%" height={13} />
          <Skeleton height={48} radius={12} />
        </div>
      ))}
      <Skeleton height={48} radius={24} />
    </div>
  );
}

/**
 * The member password (SPEC §2 account/password, §5): set the first one, change it with the old one, or reset
 * it with an SMS code sent to the bound phone; with ?type=pay, the payment password. A guest is sent to login.
 */
export function PasswordPage() {
  const { query } = useRoute();
  return query.type === 'pay' ? <PayPasswordMode /> : <LoginPasswordPage />;
}

function LoginPasswordPage() {
  const t = useT();
  const loggedIn = useLoginGate(passwordPath);
  const status = usePasswordStatus();
  const [resetting, setResetting] = useState(false);
  const data = loggedIn ? status.data : undefined;

  let mode: Mode | null = null;
  if (data) mode = data.hasPassword ? (resetting ? 'reset' : 'change') : 'set';

  let body = <FormSkeleton />;
  if (loggedIn && status.isError) {
    body = <LoadFailed title={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
  } else if (data && mode) {
    body = <PasswordForm key={mode} mode={mode} status={data} onMode={(m) => setResetting(m === 'reset')} />;
  }

  return (
    <div className="password-page">
      <PageHeader title={mode ? t(titles[mode]) : t('account.password.title')} />
      {body}
      {data ? <PayPasswordEntry /> : null}
    </div>
  );
}
