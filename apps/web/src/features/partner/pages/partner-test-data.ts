import type { PartnerCentreOut, PartnerLevelOut } from '@shop/contracts';

/** The answers the partner page tests give (decimals, as on the wire). */
export const silver: PartnerLevelOut = {
  id: 1,
  name: 'Silver partner',
  description: 'Share and earn',
  rank: 1,
  firstRate: 10,
  secondRate: 5,
  price: null,
  validityDays: 365,
  open: true,
};
export const gold: PartnerLevelOut = {
  ...silver,
  id: 2,
  name: 'Gold partner',
  rank: 2,
  firstRate: 15,
  price: 99,
};

export const levelsAnswer = (signUpOpen = true) => ({
  signUpOpen,
  agreementVersion: 'v3',
  levels: [silver, gold],
});

export function centre(fields: Partial<PartnerCentreOut> = {}): PartnerCentreOut {
  return {
    state: 'active',
    level: silver,
    appliedAt: '2026-01-02T02:00:00Z',
    signedAt: '2026-01-03T02:00:00Z',
    expiresAt: '2027-01-03T02:00:00Z',
    pending: 12.5,
    withdrawable: 80,
    withdrawn: 30,
    owed: 0,
    signUpOpen: true,
    agreementVersion: 'v3',
    cashOut: {
      minimum: 10,
      feeRate: 1,
      feeFixed: 0,
      methods: ['wechat', 'bank'],
      agreementVersion: 'w2',
      toBalanceAllowed: false,
    },
    ...fields,
  };
}
