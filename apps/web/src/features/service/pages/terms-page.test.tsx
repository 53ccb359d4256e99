// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import {
  bootStore,
  type Call,
  eventually,
  fakeApi,
  Refusal,
  renderWithQuery,
} from '../../../test/legacy-harness.tsx';
import { TermsListPage } from './terms-list-page.tsx';
import { TermsPage } from './terms-page.tsx';

const privacy = {
  id: 2,
  kind: 'privacyPolicy',
  title: 'Privacy Policy',
  language: 'en',
  updatedAt: '2024-06-01T02:00:00.000Z',
};
let view: Rendered | null = null;
let calls: Call[] = [];

beforeAll(() => setLocale('en'));
beforeEach(() => bootStore(1001));
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('terms pages', () => {
  it('lists the documents in the app language, each linking to its page', async () => {
    calls = fakeApi({ 'customize/TermsList': () => ({ terms: [privacy] }) });
    navigate('/subpackages/account/termsList');
    view = await renderWithQuery(<TermsListPage />);
    const row = () => view!.container.querySelector('[data-testid="terms-privacyPolicy"]');
    await eventually(() => expect(row()).not.toBeNull());
    expect(row()!.getAttribute('href')).toContain('/subpackages/account/terms?id=2');
    expect(row()!.textContent).toContain('Updated 06/01/2024');
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
    view = await renderWithQuery(<TermsPage />);
    const article = () => view!.container.querySelector('[data-testid="terms-article"]');
    await eventually(() => expect(article()).not.toBeNull());
    expect(article()!.getAttribute('lang')).toBe('es');
    expect(article()!.querySelector('h2')?.textContent).toBe('Qué recogemos');
    expect(article()!.querySelector('img')).toBeNull();
    expect(article()!.textContent).toContain('<img src=x onerror=alert(1)> tu teléfono');
    expect(calls[0]!.body).toEqual({ storeId: 1001, locale: 'en', kind: 'privacyPolicy' });
  });

  it('says a document is missing for an unknown one or a bad address, without asking for junk', async () => {
    calls = fakeApi({ 'customize/Terms': () => new Refusal(404, 'NOT_FOUND', '内容不存在') });
    navigate('/subpackages/account/terms', { id: '999' });
    view = await renderWithQuery(<TermsPage />);
    await eventually(() => expect(view!.text()).toContain('This document could not be found'));
    view.unmount();
    calls = fakeApi({});
    navigate('/subpackages/account/terms', { id: '1;drop', kind: '<x>' });
    view = await renderWithQuery(<TermsPage />);
    expect(view.text()).toContain('This document could not be found');
    expect(calls).toEqual([]);
  });
});
