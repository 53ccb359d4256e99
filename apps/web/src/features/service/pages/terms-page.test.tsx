// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { TermsListPage } from './terms-list-page.tsx';
import { TermsPage } from './terms-page.tsx';

const privacy = {
  id: 2,
  kind: 'privacyPolicy',
  title: 'Privacy Policy',
  language: 'en',
  updatedAt: '2024-06-01T02:00:00.000Z',
};
let calls: Call[] = [];

beforeAll(() => setLocale('en'));
beforeEach(() => bootStore(1001));

describe('terms pages', () => {
  it('lists the documents in the app language, each linking to its page', async () => {
    calls = fakeApi({ 'customize/TermsList': () => ({ terms: [privacy] }) });
    navigate('/subpackages/account/termsList');
    renderWithProviders(<TermsListPage />);
    const row = await screen.findByRole('link', { name: /^Privacy Policy/ });
    expect(row.getAttribute('href')).toContain('/subpackages/account/terms?id=2');
    expect(row.textContent).toContain('Updated 06/01/2024');
    expect(calls[0]!.body).toEqual({ storeId: 1001, locale: 'en' });
  });

  it('shows a document as text, never as markup, in its own language', async () => {
    calls = fakeApi({
      'customize/Terms': () => ({
        ...privacy,
        language: 'es',
        blocks: [
          { type: 'heading', text: 'Qué recogemos' },
          { type: 'paragraph', text: '<img src=x onerror=alert(1)> tu teléfono' },
        ],
      }),
    });
    navigate('/subpackages/account/terms', { kind: 'privacyPolicy' });
    renderWithProviders(<TermsPage />);
    const article = await screen.findByRole('article');
    expect(article.getAttribute('lang')).toBe('es');
    within(article).getByRole('heading', { level: 2, name: 'Qué recogemos' });
    expect(within(article).queryByRole('img')).toBeNull();
    within(article).getByText('<img src=x onerror=alert(1)> tu teléfono');
    expect(calls[0]!.body).toEqual({ storeId: 1001, locale: 'en', kind: 'privacyPolicy' });
  });

  it('says a document is missing for an unknown one or a bad address, without asking for junk', async () => {
    calls = fakeApi({ 'customize/Terms': () => new Refusal(404, 'NOT_FOUND', '内容不存在') });
    navigate('/subpackages/account/terms', { id: '999' });
    const unknown = renderWithProviders(<TermsPage />);
    await screen.findByText(/This document could not be found/);
    unknown.unmount();
    calls = fakeApi({});
    navigate('/subpackages/account/terms', { id: '1;drop', kind: '<x>' });
    renderWithProviders(<TermsPage />);
    screen.getByText(/This document could not be found/);
    expect(calls).toEqual([]);
  });
});
