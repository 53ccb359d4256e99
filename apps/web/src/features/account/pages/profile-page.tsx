import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { paramsFromMessage } from '../../../lib/api/known-messages.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { back, Link, redirect } from '../../../lib/router/use-route.tsx';
import { useLoginGate } from '../../../lib/session/use-login-gate.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm, errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { IconChevronRight } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { accountKeys } from '../api/account-keys.ts';
import { useLoginInfo } from '../api/find-login-info.ts';
import { type Profile, saveProfile, useProfile } from '../api/profile.ts';
import { memberCentrePath } from '../components/login-rules.ts';
import { MemberAvatar } from '../components/member-avatar.tsx';
import { fieldLabel, ProfileFieldRow } from '../components/profile-field-row.tsx';
import {
  deviceToday,
  firstProblem,
  initialValues,
  type ProfileField,
  profileChanges,
  profileFields,
  type Values,
} from '../components/profile-form.ts';
import './profile-page.css';

const infoEditPath = '/subpackages/account/infoEdit';
const headSettingPath = '/subpackages/account/headSetting';

type Problems = Record<string, string>;

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
  const [values, setValues] = useState<Values>(() => initialValues(fields));
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const today = deviceToday();
  const dirty = fields.some((f) => f.editable && values[f.key] !== f.initial);
  const { base } = profile;
  const login = useLoginInfo();
  const uid = login.data?.isLogin ? login.data.uid : 0;

  const show = (field: ProfileField, code: string, message?: string) => {
    setProblems({ [field.key]: message ?? t(`errors.${code}`, { Name: fieldLabel(field, t) }) });
    document.getElementById(`${ids}-${field.key}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(fields, values, today);
    if (problem) {
      show(fields.find((f) => f.key === problem.key)!, problem.code);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await saveProfile(profileChanges(fields, values));
      // The member centre shows the new name: every account query is read anew where it is next shown.
      await queryClient.invalidateQueries({ queryKey: accountKeys.all, refetchType: 'none' });
      toast(t('account.profile.saved'), { kind: 'success' });
      redirect(memberCentrePath);
    } catch (error) {
      const field = fieldOfRefusal(fields, error);
      if (field && isApiError(error)) show(field, error.code);
      else setProblems({ form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    if (
      dirty &&
      !(await confirm({ message: t('account.profile.discard'), okText: t('account.profile.discardOk') }))
    )
      return;
    back();
  };

  const row = (f: ProfileField) => (
    <ProfileFieldRow
      key={f.key}
      id={`${ids}-${f.key}`}
      field={f}
      value={values[f.key] ?? ''}
      problem={problems[f.key]}
      today={today}
      t={t}
      onChange={(value) => {
        setValues((v) => ({ ...v, [f.key]: value }));
        if (problems[f.key] || problems.form) setProblems({});
      }}
    />
  );

  return (
    <>
      <PageHeader title={t('account.profile.title')} onBack={() => void leave()} />
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
        <FieldGroup title={t('account.profile.basic')}>{fields.filter((f) => f.builtin).map(row)}</FieldGroup>
        {profile.attributes.length > 0 ? (
          <FieldGroup title={t('account.profile.more')}>
            {fields.filter((f) => !f.builtin).map(row)}
          </FieldGroup>
        ) : null}
        {problems.form ? (
          <p className="profile-form__error" role="alert">
            {problems.form}
          </p>
        ) : null}
        <div className="profile-form__bar">
          <Button type="submit" size="lg" block loading={busy} data-testid="profile-save">
            {t('account.profile.save')}
          </Button>
        </div>
      </form>
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
  const loggedIn = useLoginGate(infoEditPath);
  const profile = useProfile();
  // Only what was read on this visit: the form starts from its values, so a cached copy could bring back old ones.
  const data = loggedIn && profile.isFetchedAfterMount && !profile.isError ? profile.data : undefined;

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
      {loggedIn && profile.isError ? (
        <LoadFailed title={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
