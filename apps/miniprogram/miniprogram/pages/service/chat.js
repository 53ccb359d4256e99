// The store's enterprise chat (SPEC §6 customer service type 2): the web app opens this page with ?url=
// (features/service/components/enterprise-chat.ts), because only the mini-program can open the chat.
const config = require('../../config.js');
const { systemLocale } = require('../../lib/locale.js');
const { textsFor } = require('../../lib/texts.js');
const { safeDecode } = require('../../lib/web-route.js');

Page({
  onLoad(options) {
    const url = safeDecode(options?.url || '');
    const texts = textsFor(systemLocale(wx));
    const leave = () => wx.navigateBack({ fail: () => wx.reLaunch({ url: '/pages/web/web' }) });
    const unavailable = () =>
      wx.showModal({
        content: texts.chatUnavailable,
        showCancel: false,
        confirmText: texts.ok,
        complete: leave,
      });
    if (!config.serviceCorpId || !/^https:\/\//.test(url)) {
      unavailable();
      return;
    }
    wx.openCustomerServiceChat({
      extInfo: { url },
      corpId: config.serviceCorpId,
      success: leave,
      fail: unavailable,
    });
  },
});
