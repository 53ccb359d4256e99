// @vitest-environment happy-dom
import { customizeEndpoints } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { definePageListRef, readDefinePageRef } from '../api/define-page.ts';
import { CustomizeIndexPage } from './customize-index-page.tsx';
import { DefinePage } from './define-page.tsx';

const page = memberPageTest();
const path = '/subpackages/customize/definePage/definePage';
const drawn = {
  pageId: 4,
  title: 'Autumn menu',
  structure: { sections: [{ type: 'text', id: 't', title: '', text: 'Warm cups.', align: 'start' }] },
};

describe('a custom page', () => {
  it('names the contract paths', () => {
    expect(readDefinePageRef.path).toBe(customizeEndpoints.readDefinePageStructure.path);
    expect(definePageListRef.path).toBe(customizeEndpoints.definePageList.path);
  });

  it('shows its title and sections; a preview asks for the draft', async () => {
    page.api({ [readDefinePageRef.path]: () => drawn });
    page.render(path, <DefinePage />, { pageid: '4', pagename: 'Autumn', isPreview: '1' });
    await screen.findByText('Warm cups.');
    screen.getByRole('heading', { name: 'Autumn menu', level: 1 });
    expect(page.calls).toEqual([
      { path: readDefinePageRef.path, body: { storeId: 1001, pageId: 4, isPreview: true } },
    ]);
  });

  it('says a page that is not published is not available, with a way home', async () => {
    page.api({
      [readDefinePageRef.path]: () => new Refusal(404, 'CUSTOM_PAGE_NOT_FOUND', '页面不存在或未发布'),
    });
    const { user } = page.render(path, <DefinePage />, { pageid: '99' });
    await screen.findByText('It may have been removed or not published yet.');
    screen.getByRole('heading', { name: 'This page is not available', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(router.current().path).toBe('/pages/index/index');
  });

  it('needs no call for an address without a page id', async () => {
    page.api({});
    page.render(path, <DefinePage />, { pageid: 'x' });
    await screen.findByText('It may have been removed or not published yet.');
    expect(page.calls).toEqual([]);
  });

  it('customize/index lists the store’s pages without a pageid, and shows one with it', async () => {
    page.api({
      [definePageListRef.path]: () => ({ pages: [{ pageId: 4, title: 'Autumn menu' }] }),
      [readDefinePageRef.path]: () => drawn,
    });
    const { user, unmount } = page.render('/subpackages/customize/index', <CustomizeIndexPage />);
    await user.click(await screen.findByRole('link', { name: 'Autumn menu' }));
    expect(router.current()).toMatchObject({ path, query: { pageid: '4' } });
    unmount();
    page.render('/subpackages/customize/index', <CustomizeIndexPage />, { pageid: '4' });
    await screen.findByText('Warm cups.');
  });
});
