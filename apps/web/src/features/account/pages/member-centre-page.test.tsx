// @vitest-environment happy-dom
import type { MemberLoginInfo } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { MemberCentrePage } from './member-centre-page.tsx';

const page = memberPageTest();

function member(name: string): MemberLoginInfo {
  return {
    isLogin: true,
    uid: 42,
    name,
    photoPath: null,
    isDistributer: false,
    userInfo: {
      money: 0,
      point: 0,
      categoryName: 'Regular',
      cardAge: null,
      expiryDate: null,
      growthValue: 0,
      customerNo: '10000042',
      phoneMasked: '139****5678',
    },
    timestamp: 0,
  };
}

async function header(name: string) {
  page.api({ 'customeraccount/FindLoginInfo': () => member(name) });
  page.render('/subpackages/account/account', <MemberCentrePage />);
  await screen.findByTestId('member-info');
}

describe('member centre header', () => {
  it('shows a new member without a name by the masked phone, once', async () => {
    await header('');
    expect(screen.getByTestId('member-name').textContent).toBe('139****5678');
    expect(screen.getAllByText('139****5678')).toHaveLength(1);
  });

  it('shows a named member by name, the masked phone below', async () => {
    await header('Mia');
    expect(screen.getByTestId('member-name').textContent).toBe('Mia');
    expect(screen.getByTestId('member-phone').textContent).toBe('139****5678');
  });
});
