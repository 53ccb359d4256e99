import type { GroupBuyOrderOut, GroupOut } from '@shop/contracts';
import { useId } from 'react';
import { copyText, shareLink } from '../../../lib/copy-share.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { groupShareLink } from '../state/use-group-buy.ts';

/** The link to a waiting group, to copy or hand to the share sheet; also shown in a field to select by hand. */
export function GroupShare({ order, group }: { order: GroupBuyOrderOut; group: GroupOut }) {
  const t = useT();
  const fieldId = useId();
  const link = groupShareLink(window.location.origin, window.location.pathname, order.activityId, group.id);
  const copy = async () => {
    const done = await copyText(link);
    toast(t(done ? 'marketing.groupBuy.copied' : 'marketing.groupBuy.copyFailed'), { kind: 'info' });
  };
  const share = async () => {
    if (!(await shareLink(t('marketing.groupBuy.shareTitle', { name: order.name }), link))) await copy();
  };
  return (
    <div className="gb-share" data-testid="group-share">
      <label className="gb-share__label" htmlFor={fieldId}>
        {t('marketing.groupBuy.shareLabel')}
      </label>
      <input
        id={fieldId}
        className="gb-share__link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="group-share-link"
      />
      <div className="gb-share__actions">
        <Button variant="secondary" onClick={() => void copy()} data-testid="group-share-copy">
          {t('marketing.groupBuy.copy')}
        </Button>
        <Button onClick={() => void share()} data-testid="group-share-send">
          {t('marketing.groupBuy.share')}
        </Button>
      </div>
    </div>
  );
}
