import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api/api-error.ts';
import { paramsFromMessage } from '../../../lib/api/known-messages.ts';
import { firstProblemResolver } from '../../../lib/forms/first-problem-resolver.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { ErrorKey } from '../../../lib/i18n/messages.ts';
import { back, Link, redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { confirm, errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { IconChevronRight } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useTextCheck } from '../../store/index.ts';
import { accountKeys } from '../api/account-keys.ts';
import { useLoginInfo } from '../api/find-login-info.ts';
import { type Profile, type ProfileChanges, saveProfile, useProfile } from '../api/profile.ts';
import { memberCentrePath } from '../components/login-rules.ts';
import { MemberAvatar } from '../components/member-avatar.tsx';
import { fieldLabel, ProfileFieldRow } from '../components/profile-field-row.tsx';
import {
  deviceToday,
  type ProfileField,
  profileDefaults,
  profileFields,
  profileSchema,
} from '../components/profile-form.ts';
import './profile-page.css';

const headSettingPath = '/subpackages/account/headSetting';

/** The field a server refusal is about: PROFILE_FIELD_* name it by its server label. */
function fieldOfRefusal(fields: ProfileField[], error: unknown): ProfileField | null {
  if (!isApiError(error) || !error.code.startsWith('PROFILE_FIELD_')) return null;
  const name = paramsFromMessage(error.code, error.serverMessage).Name;
  return fields.find((f) => f.serverLabel === name) ?? null;
}

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="profile-card card">
      <h2 className="profile-card__title">{title}</h2>
      {children}
    </section>
  );
}

/** The form: every field of the profile, checked in place, saved in one call (SPEC §5). */
function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const ids = useId();
  const queryClient = useQueryClient();
  const fields = useMemo(() => profileFields(profile.base, profile.attributes), [profile]);
  const today = deviceToday();
  const named = (name: string) => fields.find((f) => f.name === name);
  const problemText = (key: string, field: ProfileField | undefined) =>
    t(key as ErrorKey, field ? { Name: fieldLabel(field, t) } : undefined);
  const defaultValues = useMemo(() => profileDefaults(fields), [fields]);
  const form = useForm<ProfileChanges>({
    resolver: firstProblemResolver(
      profileSchema(fields, today),
      (key, name) => problemText(key, named(name)),
      'errors.PROFILE_FIELD_INVALID',
    ),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const typedName = form.watch('name');
  const nameWord = useTextCheck(typeof typedName === 'string' ? typedName : '');
  const { base } = profile;
  const login = useLoginInfo();
  const uid = login.data?.isLogin ? login.data.uid : 0;

  const submit = form.handleSubmit(async (changes) => {
    // SPEC §5 text checks: a name with a sensitive word is said at the field, not sent (the server checks too).
    if (nameWord && changes.name === typedName) {
      const message = t('errors.TEXT_SENSITIVE', { Word: nameWord });
      form.setError('name', { type: 'sensitive', message }, { shouldFocus: true });
      return;
    }
    try {
      await saveProfile(changes);
      // The member centre shows the new name: every account query is read anew where it is next shown.
      await queryClient.invalidateQueries({ queryKey: accountKeys.all, refetchType: 'none' });
      toast(t('account.profile.saved'), { kind: 'success' });
      redirect(memberCentrePath);
    } catch (error) {
      const field = fieldOfRefusal(fields, error);
      if (field && isApiError(error)) {
        const message = problemText(`errors.${error.code}`, field);
        form.setError(field.name, { type: 'server', message }, { shouldFocus: true });
      } else form.setError('root', { message: errorMessage(error) });
    }
  });

  const leave = async () => {
    if (
      isDirty &&
      !(await confirm({ message: t('account.profile.discard'), okText: t('account.profile.discardOk') }))
    )
      return;
    back();
  };

  const row = (f: ProfileField) => (
    <ProfileFieldRow key={f.key} id={`${ids}-${f.key}`} field={f} today={today} t={t} />
  );

  return (
    <>
      <PageHeader title={t('account.profile.title')} onBack={() => void leave()} />
      <FormProvider {...form}>
        <form className="profile-form" onSubmit={submit} noValidate data-testid="profile-form">
          <section className="profile-card card">
            <Link to={headSettingPath} className="profile-row profile-row--link" data-testid="profile-avatar">
              <span className="profile-row__label">{t('account.profile.avatar')}</span>
              <MemberAvatar name={base.name} photoPath={base.photoPath} uid={uid} size={44} />
              <IconChevronRight size={16} className="profile-row__chevron" />
            </Link>
            <div className="profile-row profile-row--readonly">
              <span className="profile-row__label">{t('account.profile.memberNo')}</span>
              <span className="profile-row__value">{base.customerNo}</span>
            </div>
            {base.phoneMasked ? (
              <div className="profile-row profile-row--readonly">
                <span className="profile-row__label">{t('account.profile.phone')}</span>
                <span className="profile-row__value">{base.phoneMasked}</span>
              </div>
            ) : null}
          </section>
          <FieldGroup title={t('account.profile.basic')}>
            {fields.filter((f) => f.builtin).map(row)}
          </FieldGroup>
          {profile.attributes.length > 0 ? (
            <FieldGroup title={t('account.profile.more')}>
              {fields.filter((f) => !f.builtin).map(row)}
            </FieldGroup>
          ) : null}
          {errors.root ? (
            <p className="profile-form__error" role="alert">
              {errors.root.message}
            </p>
          ) : null}
          <div className="profile-form__bar">
            <Button type="submit" size="lg" block loading={isSubmitting} data-testid="profile-save">
              {t('account.profile.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </>
  );
}

const skeletonCards = [
  ['a', 'b', 'c'],
  ['d', 'e', 'f', 'g', 'h', 'i', 'j'],
];

function FormSkeleton() {
  return (
    <div className="profile-form" aria-hidden="true">
      {skeletonCards.map((rows) => (
        <div key={rows[0]} className="profile-card card">
          {rows.map((row) => (
            <div key={row} className="profile-row">
              <Skeleton width={72} height={14} />
              <Skeleton width="45%" height={14} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The member's profile (SPEC §2 account/infoEdit): name, gender, birthday, email, contact address, class,
 * student number and the store's own questions. Locked fields show read-only with a lock; once-only fields say
 * so until set. A guest is sent to log in first.
 */
export function ProfilePage() {
  const t = useT();
  const profile = useProfile();
  // Only what was read on this visit: the form starts from its values, so a cached copy could bring back old ones.
  const data = profile.isFetchedAfterMount && !profile.isError ? profile.data : undefined;

  if (data) {
    return (
      <div className="profile-page">
        <ProfileForm profile={data} />
      </div>
    );
  }
  return (
    <div className="profile-page">
      <PageHeader title={t('account.profile.title')} />
      {profile.isError ? (
        <LoadFailed title={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
