import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';
import { isApiError } from '../../../lib/api/api-error.ts';
import { type FormSchema, firstProblemResolver } from '../../../lib/forms/first-problem-resolver.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { fieldOfSecretError } from './password-rules.ts';

/**
 * Shows a failed call of a password form: a refusal at the field it is about (its text comes translated), else
 * under the form, with any other failure. It replaces what the form showed before.
 */
export function placeServerError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues' | 'clearErrors'>,
  error: unknown,
): void {
  form.clearErrors();
  if (!isApiError(error)) {
    form.setError('root', { message: errorMessage(error) });
    return;
  }
  const field = fieldOfSecretError(error.code, Object.keys(form.getValues()));
  form.setError(field ? (field as FieldPath<Values>) : 'root', { type: 'server', message: error.message });
}

/** The end of a password form: the problem that belongs to no field, then the submit button. */
function FormEnd(props: { text: string; testId: string; disabled: boolean }) {
  const { errors, isSubmitting } = useFormState();
  const problem = errors.root?.message;
  return (
    <>
      {problem ? (
        <p className="password-form__error password-form__error--form" role="alert">
          {problem}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        block
        loading={isSubmitting}
        disabled={props.disabled}
        className="password-form__submit"
        data-testid={props.testId}
      >
        {props.text}
      </Button>
    </>
  );
}

export interface SecretFormProps<Input extends FieldValues, Output> {
  /** The request of the endpoint the form posts to, with the form's rules (password-rules.ts). */
  schema: FormSchema<Input, Output>;
  defaultValues: DefaultValues<Input>;
  /** Posts the checked values; a refusal shows at its field. */
  save: (values: Output) => Promise<void>;
  /** Then: says so and moves on. */
  onSaved: () => void | Promise<void>;
  /** Without a bound phone the form says so in place of its intro, and cannot be sent. */
  noPhone: boolean;
  intro: string;
  submitText: string;
  testId: string;
  submitTestId: string;
  /** The fields (password-fields.tsx). */
  children: ReactNode;
  /** Below the submit button. */
  footer?: ReactNode;
}

/**
 * The frame of the password page's forms (login password and payment password, SPEC §5): checked in place
 * before any call, one problem at a time and the topmost first, with its field focused; checked again only when
 * sent.
 */
export function SecretForm<Input extends FieldValues, Output>(props: SecretFormProps<Input, Output>) {
  const t = useT();
  const form = useForm<Input, unknown, Output>({
    resolver: firstProblemResolver(props.schema, (key) => t(key as TextKey), 'errors.UNKNOWN'),
    defaultValues: props.defaultValues,
    reValidateMode: 'onSubmit',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.save(values);
      await props.onSaved();
    } catch (error) {
      placeServerError(form, error);
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className="password-form card"
        onSubmit={(event) => (props.noPhone ? event.preventDefault() : void submit(event))}
        noValidate
        data-testid={props.testId}
      >
        {props.noPhone ? (
          <p className="password-form__blocked" role="alert" data-testid="password-no-phone">
            {t('errors.NO_PHONE_BOUND')}
          </p>
        ) : (
          <p className="password-form__intro">{props.intro}</p>
        )}
        {props.children}
        <FormEnd text={props.submitText} testId={props.submitTestId} disabled={props.noPhone} />
        {props.footer}
      </form>
    </FormProvider>
  );
}
