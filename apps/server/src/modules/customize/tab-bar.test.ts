import type { TabBarTab } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { staffCli } from '../../platform/staff/cli-test-kit.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { bootData } from './boot-data.ts';

type Pages = { tabBar: TabBarTab[] };
const auth = { authorization: `Bearer ${TEST_STAFF_TOKEN}` };

describe.each(dbTargets())("a store's tab bar on %s (decision 041)", (target) => {
  let t: TestApp;
  let ids: DemoIds;
  let url: string;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const tabBar = async (storeId: number, locale = 'en') => {
    const res = await t.call<Pages>(
      'Store/PagesStructure',
      { storeId, pages: ['home'] },
      { headers: { 'x-locale': locale } },
    );
    expect(res.status).toBe(200);
    return res.body.Result.tabBar;
  };
  const put = (body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/staff/customize/tab-bar', payload: body as object, headers: auth });

  it('gives a store without its own bar the default four, with PagesStructure and in the boot data', async () => {
    const tabs = await tabBar(ids.open);
    expect(tabs.map((x) => x.kind)).toEqual(['home', 'cart', 'order', 'me']);
    expect(tabs[1]).toEqual({
      kind: 'cart',
      path: '/subpackages/shopping/shoppingCart',
      query: {},
      label: null,
    });
    const boot = await bootData({ ...t, env: {} as never, log: t.app.log }, ids.open, 'en');
    expect(boot?.tabBar).toEqual(tabs);
  });

  it("delivers the demo shop's own bar with its label in the reader's language", async () => {
    const en = await tabBar(ids.reservationOnly);
    expect(en.map((x) => x.kind)).toEqual(['home', 'category', 'cart', 'order', 'me']);
    expect(en[1]).toMatchObject({ path: '/subpackages/category/pages/home/index', label: 'Menu' });
    const boot = await bootData({ ...t, env: {} as never, log: t.app.log }, ids.reservationOnly, 'zh-Hant');
    expect(boot?.tabBar[1]?.label).toBe('菜單');
  });

  it('lets staff set, show and reset a bar through the API and the CLI', async () => {
    const store = ids.tempClosed;
    const set = await staffCli(url, [
      'tabbar',
      'set',
      '--store',
      String(store),
      'home',
      'couponCenter',
      'page:7:Autumn menu',
      'me',
    ]);
    expect(set).toMatchObject({ code: 0, err: [] });
    expect(set.out).toEqual([
      `Store ${store} tab bar (its own): home | couponCenter | page:7 "Autumn menu" | me`,
    ]);
    const tabs = await tabBar(store);
    expect(tabs[2]).toEqual({
      kind: 'page',
      path: '/subpackages/customize/definePage/definePage',
      query: { pageid: '7' },
      label: 'Autumn menu',
    });
    const shown = await staffCli(url, ['tabbar', 'show', '--store', String(store)]);
    expect(shown.out[0]).toContain('(its own)');
    const reset = await staffCli(url, ['tabbar', 'reset', '--store', String(store)]);
    expect(reset.out).toEqual([`Store ${store} tab bar (the default): home | cart | order | me`]);
    expect((await tabBar(store)).map((x) => x.kind)).toEqual(['home', 'cart', 'order', 'me']);
  });

  it('takes translated labels from JSON', async () => {
    const json = JSON.stringify({
      tabs: [
        { kind: 'home' },
        { kind: 'pointsMall', label: 'Rewards', translations: { 'zh-CN': { label: '积分好礼' } } },
      ],
    });
    const store = ids.tempClosed;
    expect((await staffCli(url, ['tabbar', 'set', '--store', String(store), json])).code).toBe(0);
    expect((await tabBar(store, 'zh-CN'))[1]!.label).toBe('积分好礼');
    expect((await tabBar(store, 'es'))[1]!.label).toBe('Rewards');
    await put({ storeId: store, tabs: null });
  });

  it('refuses a bar the contract refuses, and an unknown store, changing nothing', async () => {
    const one = await put({ storeId: ids.open, tabs: [{ kind: 'home' }] });
    expect(one.statusCode).toBe(400);
    expect(one.json().Detail).toMatch(/2 to 5/);
    const twice = await put({ storeId: ids.open, tabs: [{ kind: 'home' }, { kind: 'home' }] });
    expect(twice.json().Detail).toMatch(/twice/);
    const unknown = await put({ storeId: ids.open, tabs: [{ kind: 'home' }, { kind: 'wallet' }] });
    expect(unknown.statusCode).toBe(400);
    const extra = await put({ storeId: ids.open, tabs: [{ kind: 'home' }, { kind: 'me', colour: 'red' }] });
    expect(extra.statusCode).toBe(400);
    const noStore = await put({ storeId: 999_999, tabs: [{ kind: 'home' }, { kind: 'me' }] });
    expect(noStore.statusCode).toBe(404);
    const cli = await staffCli(url, ['tabbar', 'set', '--store', String(ids.open), 'home', 'wallet']);
    expect(cli.code).not.toBe(0);
    expect((await tabBar(ids.open)).map((x) => x.kind)).toEqual(['home', 'cart', 'order', 'me']);
    expect((await staffCli(url, ['tabbar', 'set', 'home', 'me'])).code).toBe(2);
  });

  it("lets staff set and clear the store's knowledge site, delivered in the store info", async () => {
    const store = String(ids.reservationOnly);
    const info = async () =>
      (
        await t.call<{ settings: { knowledgeHost?: string } }>('store/GetStoreDataFast', {
          storeId: ids.reservationOnly,
        })
      ).body.Result.settings.knowledgeHost;
    expect(await info()).toBeUndefined();
    const set = await staffCli(url, ['knowledge-site', 'set', 'Learn.Example.com', '--store', store]);
    expect(set.out).toEqual([`Store ${store} knowledge site: https://learn.example.com/`]);
    expect(await info()).toBe('learn.example.com');
    const bad = await staffCli(url, ['knowledge-site', 'set', 'https://x.example/path', '--store', store]);
    expect(bad.code).not.toBe(0);
    expect(await info()).toBe('learn.example.com');
    const off = await staffCli(url, ['knowledge-site', 'off', '--store', store]);
    expect(off.out).toEqual([`Store ${store} has no knowledge site (the knowledge shop is not offered).`]);
    expect(await info()).toBeUndefined();
    expect((await staffCli(url, ['knowledge-site', 'show'])).code).toBe(2);
  });
});
