import type { MemberLoginInfo } from '@shop/contracts';
import { fromMinor, maskPhone } from '@shop/domain';
import type { members } from '../../db/schema/account.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type MemberRow = typeof members.$inferSelect;

/** Whole days from joining to now; 0 on the day of joining. */
export function cardAgeDays(joinedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - joinedAt.getTime()) / DAY_MS));
}

/** The user info of SPEC §3 for a member, as FindLoginInfo and signin answer it. */
export function toLoginInfo(member: MemberRow, now: Date, opts: { showCardAge: boolean }): MemberLoginInfo {
  return {
    isLogin: true,
    uid: member.id,
    name: member.name,
    photoPath: member.photoPath,
    isDistributer: member.isDistributer,
    userInfo: {
      money: fromMinor(member.balance),
      point: member.points,
      categoryName: member.categoryName,
      cardAge: opts.showCardAge ? cardAgeDays(member.createdAt, now) : null,
      expiryDate: member.expiresOn,
      growthValue: member.growthValue,
      customerNo: member.memberNo,
      phoneMasked: member.phone ? maskPhone(member.phone) : '',
    },
    timestamp: now.getTime(),
  };
}
