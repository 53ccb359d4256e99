// @vitest-environment happy-dom
import type { PrivilegeTermsOut } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { PrivilegeBenefits } from './privilege-benefits.tsx';

const page = memberPageTest();
const terms = (discountRate: number | null): PrivilegeTermsOut => ({
  periodMonths: 1,
  coupons: [{ templateId: 4, count: 2, name: 'Five off', description: '' }],
  benefit: { discountRate, memberPrices: false },
});

describe("a privilege card's benefits", () => {
  it('says the discount every order gets, beside the monthly coupons', () => {
    page.render('/', <PrivilegeBenefits terms={terms(95)} titleId="b" />);
    expect(screen.getByTestId('privilege-discount').textContent).toBe('5% off every order');
    expect(screen.getByTestId('privilege-benefit').textContent).toContain('2 × Five off');
  });

  it('says none when the card has no rate', () => {
    page.render('/', <PrivilegeBenefits terms={terms(null)} titleId="b" />);
    expect(screen.queryByTestId('privilege-discount')).toBeNull();
  });
});
