import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { type Agreement, AgreementCheck, useLoginProblems } from './login-fields.tsx';
import { type LoginWay, useLogIn } from './login-finish.ts';
import { useSliderSheet } from './slider-sheet.tsx';

/** What the login page gives each of its forms: the terms tick they share, and what to do once logged in. */
export interface LoginFormProps {
  agreement: Agreement;
  onLoggedIn: (way: LoginWay) => void;
}

/** What every login form holds: its problems, the slider step, and the login run (busy meanwhile). */
export function useLoginForm(way: LoginWay, onLoggedIn: (way: LoginWay) => void) {
  const problems = useLoginProblems();
  const slider = useSliderSheet();
  const { busy, logIn } = useLogIn(way, onLoggedIn);
  return { problems, slider, busy, logIn };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;

/**
 * The frame of every login form (SPEC §5): its fields, then the terms tick with the form's problems, the login
 * button, a hint and the slider sheet. `onSubmit` runs without the page reloading.
 */
export function LoginForm(props: {
  login: LoginFormState;
  agreement: Agreement;
  onSubmit: () => void;
  hint: string;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  const { login } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid={props.testId}>
      {props.children}
      <AgreementCheck form={login.problems} agreement={props.agreement} />
      <Button type="submit" size="lg" block loading={login.busy} className="login-form__submit">
        {t('account.login')}
      </Button>
      <p className="login-form__hint">{props.hint}</p>
      {login.slider.sheet}
    </form>
  );
}
