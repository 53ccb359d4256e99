// @vitest-environment happy-dom
import { partnerEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { applyRef, centreRef, levelsRef } from '../api/partner-api.ts';
import { PartnerCentrePage } from './partner-page.tsx';
import { centre, levelsAnswer } from './partner-test-data.ts';

const page = memberPageTest();
const applied = () => page.calls.filter((c) => c.path === partnerEndpoints.apply.path).map((c) => c.body);

function open(answer: ReturnType<typeof centre>, signUpOpen = true) {
  page.api({
    [partnerEndpoints.centre.path]: () => answer,
    [partnerEndpoints.levels.path]: () => levelsAnswer(signUpOpen),
    [partnerEndpoints.apply.path]: () => ({ ...answer, state: 'applied' }),
  });
  return page.render('/subpackages/partner/index', <PartnerCentrePage />);
}

const none = centre({
  state: 'none',
  level: null,
  signedAt: null,
  expiresAt: null,
  pending: 0,
  withdrawable: 0,
});

describe('the partner centre', () => {
  it('names the contract paths', () => {
    expect(centreRef.path).toBe(partnerEndpoints.centre.path);
    expect(levelsRef.path).toBe(partnerEndpoints.levels.path);
    expect(applyRef.path).toBe(partnerEndpoints.apply.path);
  });

  it('shows an active partner their level, validity and figures, owed only when something is owed', async () => {
    const { user } = open(centre());
    expect((await screen.findByTestId('partner-level')).textContent).toBe('Silver partner');
    expect(screen.getByTestId('partner-validity').textContent).toMatch(/Signed .*2026.* valid until .*2027/);
    expect(screen.getByTestId('partner-pending').textContent).toBe('¥12.50');
    expect(screen.getByTestId('partner-withdrawable').textContent).toBe('¥80.00');
    expect(screen.getByTestId('partner-withdrawn').textContent).toBe('¥30.00');
    expect(screen.queryByTestId('partner-owed')).toBeNull();
    await user.click(screen.getByTestId('partner-entry-cashOut'));
    expect(router.current().path).toBe('/subpackages/partner/profitCashOut');
  });

  it('says what is owed and that it holds back cash-out', async () => {
    open(centre({ owed: 6, withdrawable: 0 }));
    expect((await screen.findByTestId('partner-owed')).textContent).toBe('¥6.00');
    expect(screen.getByTestId('partner-owed-note').textContent).toContain('Cash-out is held back');
  });

  it('lets a member who never applied pick a level and apply only with the agreement of the version shown', async () => {
    const { user } = open(none);
    const form = await screen.findByTestId('partner-apply');
    expect(form.textContent).toContain('Level 1 friends 10% · level 2 friends 5% · valid 365 days');
    expect(form.textContent).toContain('partner agreement (version v3)');
    // Gold is for sale: bought on the upgrade page, not applied for.
    expect(screen.queryByTestId('partner-level-2')).toBeNull();
    expect(screen.getByTestId('partner-to-upgrade')).toBeTruthy();
    await user.click(screen.getByTestId('partner-apply-submit'));
    expect((await screen.findByTestId('partner-apply-error')).textContent).toBe(
      'Please accept the partner agreement first',
    );
    expect(applied()).toHaveLength(0);
    await user.click(screen.getByTestId('partner-agree'));
    await user.click(screen.getByTestId('partner-apply-submit'));
    await waitFor(() => expect(applied()).toEqual([{ levelId: 1, agreementVersion: 'v3' }]));
  });

  it('says sign-up is closed when the store has turned it off', async () => {
    open(none, false);
    expect(await screen.findByText('Partner sign-up is closed')).toBeTruthy();
    expect(screen.queryByTestId('partner-apply')).toBeNull();
  });

  it('tells an applicant they wait for the store', async () => {
    open(centre({ state: 'applied', signedAt: null, expiresAt: null }));
    expect(await screen.findByText('Application sent')).toBeTruthy();
    expect(screen.getByText(/Silver partner.*waiting for the store/)).toBeTruthy();
  });

  it('tells an expired partner to contact the merchant, and shows no figures', async () => {
    const { user } = open(centre({ state: 'expired', expiresAt: '2026-06-01T00:00:00Z' }));
    expect(await screen.findByText('Identity expired, contact merchant')).toBeTruthy();
    expect(screen.queryByTestId('partner-figures')).toBeNull();
    await user.click(screen.getByTestId('partner-contact'));
    expect(router.current().path).toBe('/subpackages/account/customerService');
  });

  it('says a rejected application honestly and lets the member apply again', async () => {
    open(centre({ state: 'rejected', level: null, signedAt: null }));
    expect(await screen.findByText('Your application was not approved')).toBeTruthy();
    expect(await screen.findByTestId('partner-apply')).toBeTruthy();
  });

  it('says a revoked identity as it is', async () => {
    open(centre({ state: 'revoked' }));
    expect(await screen.findByText('Your partner identity was withdrawn by the store')).toBeTruthy();
  });
});
