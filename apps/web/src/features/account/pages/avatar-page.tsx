import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { accountKeys } from '../api/account-keys.ts';
import { useLoginInfo } from '../api/find-login-info.ts';
import { savePhoto } from '../api/save-photo.ts';
import { AvatarImageError, type PreparedAvatar, prepareAvatar } from '../components/avatar-image.ts';
import { memberCentrePath } from '../components/login-rules.ts';
import { MemberAvatar } from '../components/member-avatar.tsx';
import { IconCamera } from '../components/member-icons.tsx';
import './avatar-page.css';

const PREVIEW_SIZE = 196;

/**
 * The member's avatar (SPEC §2 account/headSetting): pick a photo, see the square that will be used, upload it
 * (CustomerAccount/SavePhoto), and back to the member centre, which shows it. A guest is sent to log in first (app/routes.ts).
 */
export function AvatarPage() {
  const t = useT();
  const info = useLoginInfo();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [prepared, setPrepared] = useState<PreparedAvatar | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [busy, setBusy] = useState(false);
  const user = info.data?.isLogin ? info.data : null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again still fires a change.
    event.currentTarget.value = '';
    if (!file) return;
    setProblem(null);
    setPreparing(true);
    try {
      setPrepared(await prepareAvatar(file));
    } catch (error) {
      const kind = error instanceof AvatarImageError ? error.problem : 'notImage';
      setProblem(t(`account.avatar.${kind}`));
    } finally {
      setPreparing(false);
    }
  };

  const upload = async () => {
    if (!prepared) return;
    setProblem(null);
    setBusy(true);
    try {
      await savePhoto(prepared.base64);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all, refetchType: 'none' });
      toast(t('account.avatar.saved'), { kind: 'success' });
      redirect(memberCentrePath);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  let picture = <Skeleton width={PREVIEW_SIZE} height={PREVIEW_SIZE} radius={PREVIEW_SIZE / 2} />;
  if (prepared) {
    picture = (
      <img
        className="member-avatar"
        src={prepared.dataUrl}
        alt={t('account.avatar.preview')}
        width={PREVIEW_SIZE}
        height={PREVIEW_SIZE}
        style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE }}
        data-testid="avatar-preview"
      />
    );
  } else if (user) {
    picture = <MemberAvatar name={user.name} photoPath={user.photoPath} uid={user.uid} size={PREVIEW_SIZE} />;
  }

  return (
    <div className="avatar-page">
      <PageHeader title={t('account.avatar.title')} />
      <section className="avatar-page__card card">
        <div className="avatar-page__picture">{picture}</div>
        <p className="avatar-page__caption">
          {t(prepared ? 'account.avatar.preview' : 'account.avatar.current')}
        </p>
        <p className="avatar-page__intro">{t('account.avatar.intro')}</p>
        {problem ? (
          <p className="avatar-page__error" role="alert" data-testid="avatar-problem">
            {problem}
          </p>
        ) : null}
        <input
          ref={fileInput}
          className="avatar-page__file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => void pick(e)}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file"
        />
        <div className="avatar-page__actions">
          {prepared ? (
            <Button size="lg" block loading={busy} onClick={() => void upload()} data-testid="avatar-upload">
              {t('account.avatar.use')}
            </Button>
          ) : null}
          <Button
            size="lg"
            block
            variant={prepared ? 'secondary' : 'primary'}
            loading={preparing}
            disabled={busy}
            onClick={() => fileInput.current?.click()}
            data-testid="avatar-choose"
          >
            <IconCamera size={20} />
            {t(prepared ? 'account.avatar.chooseAnother' : 'account.avatar.choose')}
          </Button>
        </div>
      </section>
    </div>
  );
}
