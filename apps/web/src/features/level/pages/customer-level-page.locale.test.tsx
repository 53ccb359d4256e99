// @vitest-environment happy-dom
import { levelEndpoints } from '@shop/contracts';
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLocale, setLocale } from '../../../lib/i18n/messages.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { CustomerLevelPage } from './customer-level-page.tsx';
import { card, levelReads, levels, upgradeInfo } from './level-test-data.ts';

const page = memberPageTest();

/** The level texts as the server answers a Traditional Chinese reader (decision 020). */
const traditional: Record<string, { name: string; benefits: string[] }> = {
  regular: { name: '一般會員', benefits: ['每筆訂單都有積分'] },
  silver: { name: '白銀會員', benefits: [] },
  gold: { name: '黃金會員', benefits: ['櫃檯優先取餐'] },
  black: { name: '黑金會員', benefits: ['每月贈送一份糕點'] },
};
const inTraditional = <T extends { code: string; name: string }>(level: T): T => ({
  ...level,
  name: traditional[level.code]!.name,
});

/** The level answers as the server gives them in the app's current language: Traditional Chinese or the base. */
function answersByLocale() {
  const zh = () => currentLocale() === 'zh-Hant';
  return {
    ...levelReads(42, 50),
    [levelEndpoints.loadCategorys.path]: () => ({
      categorys: levels.map((l) =>
        zh() ? { ...inTraditional(l), benefits: traditional[l.code]!.benefits } : l,
      ),
    }),
    [levelEndpoints.upgradeInfo.path]: () =>
      zh()
        ? {
            ...upgradeInfo,
            current: inTraditional(upgradeInfo.current),
            next: inTraditional(upgradeInfo.next),
          }
        : upgradeInfo,
    [levelEndpoints.activatInfo.path]: () => (zh() ? { ...card, level: inTraditional(card.level) } : card),
  };
}

describe('the level page on a language switch', () => {
  afterAll(() => setLocale('en'));

  it('asks for the level texts in the new language without a reload, and a switch back reads the cache', async () => {
    const calls = page.api(answersByLocale());
    page.render('/subpackages/account/customerLevel', <CustomerLevelPage />, {});
    await screen.findByRole('heading', { level: 2, name: 'Regular' });
    expect(screen.getByTestId('level-item-gold').textContent).toContain('Priority pickup');
    await act(() => setLocale('zh-Hant'));
    await screen.findByRole('heading', { level: 2, name: '一般會員' });
    await expect.poll(() => screen.getByTestId('level-item-gold').textContent).toContain('櫃檯優先取餐');
    await act(() => setLocale('en'));
    await screen.findByRole('heading', { level: 2, name: 'Regular' });
    expect(screen.getByTestId('level-item-gold').textContent).toContain('Priority pickup');
    expect(calls.filter((c) => c.path === levelEndpoints.loadCategorys.path)).toHaveLength(2);
  });
});

describe('the level page in Traditional Chinese', () => {
  beforeAll(() => setLocale('zh-Hant'));
  afterAll(() => setLocale('en'));

  it('shows the level names and benefits the server sends, and builds its sentences around them', async () => {
    page.api({
      ...levelReads(42, 50),
      [levelEndpoints.loadCategorys.path]: () => ({
        categorys: levels.map((l) => ({ ...inTraditional(l), benefits: traditional[l.code]!.benefits })),
      }),
      [levelEndpoints.upgradeInfo.path]: () => ({
        ...upgradeInfo,
        current: inTraditional(upgradeInfo.current),
        next: inTraditional(upgradeInfo.next),
      }),
      [levelEndpoints.activatInfo.path]: () => ({ ...card, level: inTraditional(card.level) }),
    });
    page.render('/subpackages/account/customerLevel', <CustomerLevelPage />, {});
    await screen.findByRole('heading', { level: 2, name: '一般會員' });
    screen.getByText('再獲得 380 成長值升級為白銀會員');
    const gold = screen.getByTestId('level-item-gold').textContent;
    expect(gold).toContain('黃金會員');
    expect(gold).toContain('櫃檯優先取餐');
    // Nothing of the store's English base text is left on the page.
    const text = document.body.textContent ?? '';
    for (const english of ['Regular', 'Silver', 'Gold', 'Black', 'Priority pickup', 'A pastry a month'])
      expect(text).not.toContain(english);
  });
});
