import type { LinkTarget } from '@shop/domain';
import { useId } from 'react';
import { shareOrCopy } from '../../../lib/copy-share.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { usePartnerCentre } from '../api/partner-api.ts';
import { shareLink } from '../state/share-link.ts';

export interface ShareItem {
  key: string;
  name: string;
  to: LinkTarget;
}

/** The uid a share carries: the member's, when they are an active partner (SPEC §6 'when isDistributer'). */
function useShareUid(): { uid: number | null; ready: boolean } {
  const centre = usePartnerCentre();
  const login = useLoginInfo();
  const uid = login.data?.isLogin ? login.data.uid : null;
  return { uid: centre.data?.state === 'active' ? uid : null, ready: !!centre.data || centre.isError };
}

function ShareRow({ item, uid }: { item: ShareItem; uid: number | null }) {
  const t = useT();
  const id = useId();
  const link = shareLink(window.location.origin, window.location.pathname, item.to, uid);
  const share = async () => {
    const how = await shareOrCopy(t('partner.share.shareTitle', { name: item.name }), link);
    if (how !== 'shared') toast(t(how === 'copied' ? 'partner.share.copied' : 'partner.share.copyFailed'));
  };
  return (
    <li className="partner-row" data-testid={`partner-share-${item.key}`} style={{ flexWrap: 'wrap' }}>
      <span className="partner-row__main" style={{ flex: 1, alignSelf: 'center' }}>
        {item.name}
      </span>
      <Button size="sm" variant="secondary" onClick={() => void share()} aria-describedby={id}>
        {t('partner.share.share')}
      </Button>
      <label className="visually-hidden" htmlFor={id}>
        {t('partner.share.linkOf', { name: item.name })}
      </label>
      <input
        id={id}
        className="partner-share__link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="partner-share-link"
      />
    </li>
  );
}

/**
 * Things to share (SPEC §2 partner/categories, coupons, actions; §6): each with a link to copy or hand to the share
 * sheet, carrying the partner's uid so what a friend signs up for or buys through it is theirs.
 */
export function ShareList({ items, loading }: { items: readonly ShareItem[]; loading?: boolean }) {
  const t = useT();
  const { uid, ready } = useShareUid();
  if (loading || !ready) return <Skeleton height={200} radius={12} />;
  return (
    <>
      <p
        className="card partner-muted"
        data-testid={uid === null ? 'partner-share-plain' : 'partner-share-uid'}
      >
        {uid === null ? t('partner.share.notPartner') : t('partner.share.withUid')}
      </p>
      {items.length === 0 ? (
        <EmptyState title={t('partner.share.empty')} />
      ) : (
        <ul className="card partner-rows" data-testid="partner-share-list">
          {items.map((item) => (
            <ShareRow key={item.key} item={item} uid={uid} />
          ))}
        </ul>
      )}
    </>
  );
}
