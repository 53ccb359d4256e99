import { Fragment, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { hasKey, type MessageKey } from '../../../lib/i18n/messages.ts';
import { Link } from '../../../lib/router/use-route.tsx';
import { accountPaths } from './account-paths.ts';
import { type Checked, fieldOfError, type LoginField, type LoginProblem } from './login-rules.ts';

/** The terms and privacy tick, shared by every way in on the login page so switching tabs keeps it. */
export interface Agreement {
  agreed: boolean;
  setAgreed: (agreed: boolean) => void;
}

export type Problems = Partial<Record<LoginField, string>>;

/** The text of a problem: the agreement's own key, else the error catalogue's (server errors come translated). */
export function problemText(problem: LoginProblem, t: Translate): string {
  if (problem.field !== 'agree') return t(`errors.${problem.code}`);
  const key = `account.${problem.code}`;
  return hasKey(key) ? t(key) : key;
}

/**
 * The problems of one login form, each under its field: `show` for a rule the form checked, `showError` for a
 * failed call (placed by its code), `clear` to start over, `passes` for a check's outcome. Ids tie each input to
 * its problem (aria-describedby).
 */
export function useLoginProblems() {
  const t = useT();
  const ids = useId();
  const [problems, setProblems] = useState<Problems>({});
  const show = (problem: LoginProblem) => setProblems({ [problem.field]: problemText(problem, t) });
  return {
    problems,
    ids,
    show,
    /** Whether a check passed: its problem shown if not, the form's earlier problems cleared if so. */
    passes: <T,>(checked: Checked<T>): checked is { ok: true } & T => {
      if (!checked.ok) show(checked);
      else setProblems({});
      return checked.ok;
    },
    showError: (error: unknown) =>
      setProblems(
        isApiError(error) ? { [fieldOfError(error.code)]: error.message } : { form: t('errors.UNKNOWN') },
      ),
    clear: (field?: LoginField) =>
      setProblems((all) => {
        if (!field) return {};
        const { [field]: _gone, ...rest } = all;
        return rest;
      }),
    /** What ties an input to its label and to its problem. */
    inputProps: (field: LoginField) => ({
      id: `${ids}-${field}`,
      name: field,
      'aria-invalid': problems[field] ? true : undefined,
      'aria-describedby': problems[field] ? `${ids}-${field}-error` : undefined,
    }),
  };
}

export type LoginProblems = ReturnType<typeof useLoginProblems>;

/** A problem under its field, tied to it by id (aria-describedby) and announced when it appears. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="login-form__error" id={id} role="alert">
      {text}
    </p>
  ) : null;
}

/** A labelled box around an input (and a send button), outlined in red with its problem below while it has one. */
export function Field(props: { form: LoginProblems; field: LoginField; label: string; children: ReactNode }) {
  const { form, field, label, children } = props;
  const problem = form.problems[field];
  return (
    <>
      <label className="login-form__label" htmlFor={`${form.ids}-${field}`}>
        {label}
      </label>
      <div className={`login-form__field${problem ? ' login-form__field--invalid' : ''}`}>{children}</div>
      <FieldError id={`${form.ids}-${field}-error`} text={problem} />
    </>
  );
}

type InputField = Exclude<LoginField, 'agree' | 'form'>;

/** Each input of the login forms, by its field: label and placeholder, and what keyboards and autofill need. */
const inputs: Record<
  InputField,
  { label: MessageKey; placeholder: MessageKey; input: InputHTMLAttributes<HTMLInputElement> }
> = {
  phone: {
    label: 'account.phone',
    placeholder: 'account.phonePlaceholder',
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
  },
  email: {
    label: 'account.email',
    placeholder: 'account.emailPlaceholder',
    input: {
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      autoCapitalize: 'none',
      spellCheck: false,
      maxLength: 254,
    },
  },
  code: {
    label: 'account.code',
    placeholder: 'account.codePlaceholder',
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 12 },
  },
  memberNo: {
    label: 'account.memberNo',
    placeholder: 'account.memberNoPlaceholder',
    input: {
      type: 'text',
      autoComplete: 'username',
      autoCapitalize: 'characters',
      spellCheck: false,
      maxLength: 32,
    },
  },
  password: {
    label: 'account.memberPassword',
    placeholder: 'account.memberPasswordPlaceholder',
    input: { type: 'password', autoComplete: 'current-password', maxLength: 64 },
  },
};

/** A text input of a login form in its labelled box; `children` sit beside it in the box (a send button). */
export function TextField(props: {
  form: LoginProblems;
  field: InputField;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const { form, field } = props;
  const { label, placeholder, input } = inputs[field];
  return (
    <Field form={form} field={field} label={t(label)}>
      <input
        {...form.inputProps(field)}
        {...input}
        placeholder={t(placeholder)}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.children}
    </Field>
  );
}

/**
 * "I agree to the {terms} and the {privacy}", each document a link to its page: the sentence stays whole in the
 * catalogue so every language keeps its own word order, and only the two names are cut out as links.
 */
export function AgreementText() {
  const t = useT();
  const links: Record<string, ReactNode> = {
    terms: (
      <Link to={accountPaths.terms} query={{ kind: 'userAgreement' }} className="login-form__doc">
        {t('account.agreeTerms')}
      </Link>
    ),
    privacy: (
      <Link to={accountPaths.terms} query={{ kind: 'privacyPolicy' }} className="login-form__doc">
        {t('account.agreePrivacy')}
      </Link>
    ),
  };
  const parts = t('account.agree').split(/\{(terms|privacy)\}/);
  return (
    <span>
      {parts.map((part, i) => (i % 2 === 1 ? <Fragment key={part}>{links[part]}</Fragment> : part))}
    </span>
  );
}

/** The terms and privacy tick of a form, with its problem (and the form's general one) below it. */
export function AgreementCheck({ form, agreement }: { form: LoginProblems; agreement: Agreement }) {
  const { problems, ids } = form;
  return (
    <>
      <label className={`login-form__agree${problems.agree ? ' login-form__agree--invalid' : ''}`}>
        <input
          type="checkbox"
          name="agree"
          checked={agreement.agreed}
          onChange={(e) => {
            agreement.setAgreed(e.currentTarget.checked);
            if (e.currentTarget.checked) form.clear('agree');
          }}
          aria-describedby={problems.agree ? `${ids}-agree-error` : undefined}
        />
        <AgreementText />
      </label>
      <FieldError id={`${ids}-agree-error`} text={problems.agree} />
      <FieldError id={`${ids}-form-error`} text={problems.form} />
    </>
  );
}
