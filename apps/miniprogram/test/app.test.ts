import { describe, expect, it } from 'vitest';
import { installWx } from './fake-wx.ts';

describe('app.js update prompts', () => {
  it('asks to restart when a new version is ready, in the WeChat language, and applies it on confirm', () => {
    const rt = installWx({ language: 'zh_CN' });
    rt.launchApp();
    expect(rt.update.ready).toHaveLength(1);
    rt.update.ready[0]!();
    expect(rt.callsOf('showModal')[0]).toMatchObject({
      title: '更新提示',
      content: '新版本已经准备好，是否重启应用？',
    });
    expect(rt.update.applied).toBe(1);
  });

  it('keeps the running version when the shopper declines', () => {
    const rt = installWx({ language: 'es', modalConfirm: false });
    rt.launchApp();
    rt.update.ready[0]!();
    expect(rt.callsOf('showModal')[0]?.content).toContain('nueva versión');
    expect(rt.update.applied).toBe(0);
  });

  it('says how to update by hand when the download failed', () => {
    const rt = installWx({ language: 'zh_TW' });
    rt.launchApp();
    rt.update.failed[0]!();
    expect(rt.callsOf('showModal')[0]).toMatchObject({
      content: '新版本下載失敗，請刪除目前的小程式後重新開啟。',
      showCancel: false,
    });
  });

  it('starts without prompts on a base library that has no update manager', () => {
    const rt = installWx({ hasUpdateManager: false });
    expect(() => rt.launchApp()).not.toThrow();
    expect(rt.calls).toEqual([]);
  });
});
