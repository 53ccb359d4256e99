import type { PageActivity, PageSection } from '@shop/contracts';
import { namedLinkOf } from '@shop/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconCheck, IconTag } from '../../../ui/icons.tsx';
import { IconCrown, IconStore, IconWallet } from '../../../ui/page-icons.tsx';
import './composed-sections.css';

type Section = Extract<PageSection, { type: 'activityStrip' }>;

const icons: Record<PageActivity, ReactNode> = {
  checkIn: <IconCheck size={22} />,
  recharge: <IconWallet size={22} />,
  pointsMall: <IconStore size={22} />,
  couponCenter: <IconTag size={22} />,
  inviteRewards: <IconCrown size={22} />,
  memberLevel: <IconCrown size={22} />,
  myCoupons: <IconTag size={22} />,
  myPoints: <IconWallet size={22} />,
};

/**
 * The activity strip (decision 040), a chunk of its own (page-sections.tsx loads it lazily): a card per activity (check-in, recharge, points mall, coupon centre…), each
 * opening its named link, with the live figure its module offers (coupons to claim, gifts in the points mall).
 */
export function ActivityStrip({ section }: { section: Section }) {
  const t = useT();
  return (
    <section className="activity-strip" aria-label={section.title || t('customize.activities')}>
      {section.title ? <h2 className="composed__title">{section.title}</h2> : null}
      <ul className="activity-strip__row">
        {section.items.map((item) => {
          const target = namedLinkOf(item.activity);
          return (
            <li key={item.activity}>
              <Link
                to={target.path}
                query={target.query}
                replace={target.tab}
                className="activity-card"
                data-testid={`activity-${item.activity}`}
              >
                <span className="activity-card__icon">{icons[item.activity]}</span>
                <span className="activity-card__name">
                  {item.title || t(`customize.activity.${item.activity}`)}
                </span>
                {item.figure !== null ? (
                  <span className="activity-card__figure">
                    {t(
                      item.activity === 'couponCenter'
                        ? 'customize.figure.coupons'
                        : 'customize.figure.gifts',
                      {
                        count: item.figure,
                      },
                    )}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
