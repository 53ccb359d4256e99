// WeChat Pay for the web app (decision 043): the web-view cannot pay, so the web app hands the wechat-type
// payload here (wx.miniProgram.navigateTo), this page calls wx.requestPayment, and goes back to the web app's
// result route, which asks the server whether the order is paid (QueryPayResult) — WeChat's answer is not proof.
const { systemLocale } = require('../../lib/locale.js');
const { failureKind, readPayOrder, returnRoute } = require('../../lib/pay-order.js');
const { formatRoute } = require('../../lib/web-route.js');
const { textsFor } = require('../../lib/texts.js');

Page({
  data: { state: 'paying', texts: textsFor('en'), detail: '' },
  /** What the web app handed over; null when the link was not valid. */
  order: /** @type {import('../../lib/pay-order.js').PayOrder | null} */ (null),

  onLoad(options) {
    const texts = textsFor(systemLocale(wx));
    this.order = readPayOrder(options);
    this.setData({ texts });
    wx.setNavigationBarTitle({ title: texts.payTitle });
    if (!this.order) {
      this.setData({ state: 'invalid' });
      return;
    }
    this.pay();
  },

  /** Opens WeChat's cashier; a cancel goes straight back, a failure stays to offer a retry. */
  pay() {
    const order = this.order;
    if (!order) return;
    this.setData({ state: 'paying', detail: '' });
    wx.requestPayment({
      ...order.payment,
      success: () => this.finish('paid'),
      fail: (err) => {
        if (failureKind(err) === 'cancelled') this.finish('cancelled');
        else this.setData({ state: 'failed', detail: err.errMsg || '' });
      },
    });
  },

  retry() {
    this.pay();
  },

  giveUp() {
    if (this.order) this.finish('failed');
    else wx.navigateBack({ fail: () => wx.reLaunch({ url: '/pages/web/web' }) });
  },

  /**
   * Back to the web-view on the route for the outcome; opened afresh when this page was the first one.
   * @param {'paid' | 'cancelled' | 'failed'} outcome
   */
  finish(outcome) {
    if (!this.order) return;
    const route = returnRoute(this.order, outcome);
    getApp().globalData.webReturn = route;
    wx.navigateBack({
      fail: () => {
        getApp().globalData.webReturn = null;
        wx.redirectTo({ url: `/pages/web/web?path=${encodeURIComponent(formatRoute(route))}` });
      },
    });
  },
});
