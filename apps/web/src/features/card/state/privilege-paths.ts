/** The privilege card pages (SPEC §2 coupons, paths verbatim); held cards are My coupons' singletype 4. */
export const buyPrivilegePath = '/subpackages/coupons/buyPrivilegeCard';
export const privilegeCardPath = '/subpackages/coupons/couponPrivilegeCardDetails';

/** singletype 4: privilege cards. */
export const privilegeQuery = { singletype: '4' } as const;
