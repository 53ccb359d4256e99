import type { ComponentType } from 'react';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { IconBox, IconOrder, IconPin, type IconProps, IconTag } from '../../../ui/icons.tsx';
import { IconCrown, IconHeadset, IconLock, IconStore, IconWallet } from '../../../ui/page-icons.tsx';
import {
  IconCalendar,
  IconCoin,
  IconGear,
  IconGift,
  IconIdCard,
  IconPeople,
  IconQrCode,
  IconReceipt,
  IconTicket,
} from './member-icons.tsx';

/**
 * THE MEMBER CENTRE'S ENTRIES (SPEC §2 account/account, named links of §2). Every entry names the page it opens;
 * the member centre shows an entry only once that page is in the app's route table, so an area built later
 * makes its entry appear by adding its page, and the centre never shows a link that leads nowhere.
 */

export type EntryGroup = 'orders' | 'services' | 'account';

export interface MemberEntry {
  /** Also the entry's test id: `member-<key>`. */
  key: string;
  path: string;
  query?: Record<string, string>;
  group: EntryGroup;
  icon: ComponentType<IconProps>;
  /** The entry's title (and an optional second line) as i18n keys. */
  title: MessageKey;
  text?: MessageKey;
  /** Shown to logged-in members only (a guest has no coupons, profile or password). */
  memberOnly: boolean;
}

export const memberEntries: readonly MemberEntry[] = [
  {
    key: 'orders',
    path: '/subpackages/orderhistory/orderhistory',
    group: 'orders',
    icon: IconOrder,
    title: 'order.myOrders',
    text: 'order.myOrdersText',
    memberOnly: false,
  },
  {
    key: 'coupons',
    path: '/subpackages/coupons/myCoupon',
    query: { singletype: '0' },
    group: 'services',
    icon: IconTicket,
    title: 'account.member.entries.coupons',
    memberOnly: true,
  },
  {
    key: 'couponCentre',
    path: '/subpackages/coupons/coupon',
    group: 'services',
    icon: IconTag,
    title: 'coupon.entryCentre',
    memberOnly: false,
  },
  {
    key: 'balance',
    path: '/subpackages/balance/balance',
    group: 'services',
    icon: IconWallet,
    title: 'account.member.entries.balance',
    memberOnly: true,
  },
  {
    key: 'payCode',
    path: '/subpackages/balance/balancePay',
    group: 'services',
    icon: IconQrCode,
    title: 'balance.payCode.entry',
    memberOnly: true,
  },
  {
    key: 'points',
    path: '/subpackages/integral/integral',
    group: 'services',
    icon: IconCoin,
    title: 'account.member.entries.points',
    memberOnly: true,
  },
  {
    key: 'checkin',
    path: '/subpackages/actions/checkin',
    group: 'services',
    icon: IconCalendar,
    title: 'points.checkin.entry',
    memberOnly: true,
  },
  {
    key: 'giftPackages',
    path: '/subpackages/actions/giftPackage',
    group: 'services',
    icon: IconGift,
    title: 'gift.entry',
    memberOnly: false,
  },
  {
    key: 'pointsMall',
    path: '/subpackages/pointsMall/pointsMall',
    group: 'services',
    icon: IconBox,
    title: 'pointsmall.entry',
    memberOnly: false,
  },
  {
    key: 'accumulation',
    path: '/subpackages/actions/accumulationPoints',
    group: 'services',
    icon: IconCoin,
    title: 'points.accumulation.entry',
    memberOnly: true,
  },
  {
    key: 'level',
    path: '/subpackages/account/customerLevel',
    group: 'services',
    icon: IconCrown,
    title: 'account.member.entries.level',
    memberOnly: true,
  },
  {
    key: 'groupMeal',
    path: '/subpackages/groupMeal/index',
    group: 'services',
    icon: IconPeople,
    title: 'marketing.groupMeal.entry',
    memberOnly: true,
  },
  {
    key: 'myActivities',
    path: '/subpackages/marketing/myActivities',
    group: 'services',
    icon: IconTag,
    title: 'marketing.activities.title',
    memberOnly: true,
  },
  {
    key: 'addresses',
    path: '/subpackages/address/selectAddress',
    group: 'services',
    icon: IconPin,
    title: 'account.member.entries.addresses',
    memberOnly: true,
  },
  {
    key: 'invoices',
    path: '/subpackages/invoice/index',
    group: 'services',
    icon: IconReceipt,
    title: 'account.member.entries.invoices',
    memberOnly: true,
  },
  {
    key: 'partner',
    path: '/subpackages/partner/index',
    group: 'services',
    icon: IconPeople,
    title: 'account.member.entries.partner',
    memberOnly: true,
  },
  {
    key: 'service',
    path: '/subpackages/account/customerService',
    group: 'services',
    icon: IconHeadset,
    title: 'account.member.entries.service',
    memberOnly: false,
  },
  {
    key: 'information',
    path: '/subpackages/account/information',
    group: 'services',
    icon: IconStore,
    title: 'account.member.entries.information',
    memberOnly: false,
  },
  {
    key: 'profile',
    path: '/subpackages/account/infoEdit',
    group: 'account',
    icon: IconIdCard,
    title: 'account.member.entries.profile',
    text: 'account.member.entries.profileText',
    memberOnly: true,
  },
  {
    key: 'password',
    path: '/subpackages/account/password',
    group: 'account',
    icon: IconLock,
    title: 'account.password.title',
    text: 'account.password.entryText',
    memberOnly: true,
  },
  {
    key: 'settings',
    path: '/subpackages/account/setting',
    group: 'account',
    icon: IconGear,
    title: 'account.member.entries.settings',
    text: 'account.member.entries.settingsText',
    memberOnly: false,
  },
];

/** The entries of a group that can be shown: their page is built, and a guest sees only those open to guests. */
export function visibleEntries(
  group: EntryGroup,
  opts: { isBuilt: (path: string) => boolean; isLoggedIn: boolean },
): MemberEntry[] {
  return memberEntries.filter(
    (e) => e.group === group && opts.isBuilt(e.path) && (opts.isLoggedIn || !e.memberOnly),
  );
}
