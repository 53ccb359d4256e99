// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { bootStore } from '../../../test/shop-harness.tsx';
import { storeSnapshot } from '../../store/index.ts';
import { pageLinkTarget } from './page-link.ts';

describe("page structures' url links (decision 041)", () => {
  it("open a url of the store's knowledge site in the college page, others in the web view", async () => {
    await bootStore(1001);
    const info = storeSnapshot().info!;
    info.settings.knowledgeHost = 'learn.example.com';
    const link = pageLinkTarget({ type: 'url', url: 'https://learn.example.com/c/1' });
    expect(link).toMatchObject({ path: '/pages/college/college' });
    expect(link?.query.url).toBe('https://learn.example.com/c/1?storeid=1001');
    const other = pageLinkTarget({ type: 'url', url: 'https://example.org/', title: 'Other' });
    expect(other).toMatchObject({
      path: '/pages/web/web',
      query: { url: 'https://example.org/', title: 'Other' },
    });
    delete info.settings.knowledgeHost;
  });
});
