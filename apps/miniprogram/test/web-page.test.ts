import { describe, expect, it } from 'vitest';
import { installWx } from './fake-wx.ts';

const origin = 'https://shop.example.com';

describe('pages/web/web', () => {
  it('opens the web app home with the locale and a fresh login code', async () => {
    const rt = installWx({ language: 'zh_CN' });
    const page = rt.page('pages/web/web.js');
    await page.onLoad({});
    expect(rt.callsOf('login')).toHaveLength(1);
    expect(page.data.src).toBe(`${origin}/?locale=zh-CN&wxcode=local.shopper.c0de1#/pages/index/index`);
  });

  it('passes the store set in config.js and opens the route a link names, with its launch query', async () => {
    const rt = installWx();
    const page = rt.page('pages/web/web.js');
    rt.config().storeId = 7;
    await page.onLoad({ path: encodeURIComponent('/pages/detail/index?productid=5'), guiderid: 'g9' });
    expect(page.data.src).toBe(
      `${origin}/?storeid=7&locale=en&wxcode=local.shopper.c0de1#/pages/detail/index?productid=5&guiderid=g9`,
    );
  });

  it('opens wkbin for a scene code id, and hands a query-shaped scene to the web launch rules', async () => {
    const rt = installWx();
    const byId = rt.page('pages/web/web.js');
    await byId.onLoad({ scene: 'Ab12Cd' });
    expect(byId.data.src).toMatch(/#\/pages\/wkbin\/wkbin\?sceneid=Ab12Cd$/);
    const table = rt.page('pages/web/web.js');
    await table.onLoad({ scene: encodeURIComponent('tableno=12') });
    expect(table.data.src).toMatch(/#\/pages\/index\/index\?scene=tableno%3D12$/);
  });

  it('refuses a path that is not one of the web app’s and opens home instead', async () => {
    const rt = installWx();
    const page = rt.page('pages/web/web.js');
    await page.onLoad({ path: encodeURIComponent('//evil.example.com/x') });
    expect(page.data.src).toMatch(/#\/pages\/index\/index$/);
  });

  it('opens the web app without a login code when wx.login fails', async () => {
    const rt = installWx({ login: { ok: false, err: { errMsg: 'login:fail timeout' } } });
    const page = rt.page('pages/web/web.js');
    await page.onLoad({});
    expect(page.data.src).toBe(`${origin}/?locale=en#/pages/index/index`);
  });

  it('lands on the route the pay page left when it shows again, once, without a new code', async () => {
    const rt = installWx();
    const page = rt.page('pages/web/web.js');
    await page.onLoad({});
    const app = rt.app();
    app.globalData.webReturn = {
      path: '/subpackages/shopping/receipt',
      query: { orderno: 'A1', payResult: 'paid' },
    };
    await page.onShow();
    expect(page.data.src).toBe(
      `${origin}/?locale=en#/subpackages/shopping/receipt?orderno=A1&payResult=paid`,
    );
    expect(app.globalData.webReturn).toBeNull();
    expect(rt.callsOf('login')).toHaveLength(1);
    const before = page.data.src;
    await page.onShow();
    expect(page.data.src).toBe(before);
  });

  it('shares the web page the shopper is on, with the title it posted, never a private page or key', async () => {
    const rt = installWx({ language: 'es' });
    const page = rt.page('pages/web/web.js');
    await page.onLoad({});
    page.onMessage({ detail: { data: [{ title: 'Old' }, { title: 'Té de jazmín' }] } });
    const card = page.onShareAppMessage({
      webViewUrl: `${origin}/?locale=es&wxcode=x#/pages/detail/index?productid=5&wxcode=x`,
    });
    expect(card).toEqual({
      title: 'Té de jazmín',
      path: `/pages/web/web?path=${encodeURIComponent('/pages/detail/index?productid=5')}`,
    });
    const untitled = rt.page('pages/web/web.js');
    await untitled.onLoad({});
    const receipt = untitled.onShareAppMessage({
      webViewUrl: `${origin}/#/subpackages/shopping/receipt?orderno=1`,
    });
    expect(receipt).toEqual({
      title: 'Mira esto',
      path: `/pages/web/web?path=${encodeURIComponent('/pages/index/index')}`,
    });
  });

  it('a shared card reopens the same web page', async () => {
    const rt = installWx();
    const sharer = rt.page('pages/web/web.js');
    await sharer.onLoad({});
    const { path } = sharer.onShareAppMessage({ webViewUrl: `${origin}/#/pages/detail/index?productid=5` });
    const query = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
    const friend = rt.page('pages/web/web.js');
    // WeChat gives the page its options as they stand in the path (still encoded).
    await friend.onLoad({ path: encodeURIComponent(query.path!) });
    expect(friend.data.src).toMatch(/#\/pages\/detail\/index\?productid=5$/);
  });
});
