// The web app in a web-view (SPEC §2 pages/web/web as the mini-program's page): every shop page is the web app's.
const config = require('../../config.js');
const { webTarget } = require('../../lib/launch.js');
const { systemLocale } = require('../../lib/locale.js');
const { loginCode } = require('../../lib/login.js');
const { shareCard } = require('../../lib/share.js');
const { textsFor } = require('../../lib/texts.js');
const { webUrl } = require('../../lib/web-url.js');

Page({
  data: { src: '' },
  /** The title the web page last posted, for the share card. */
  sharedTitle: '',

  /** Opens the route the options name (a link, a share card, a scene code), with a fresh login code. */
  onLoad(options) {
    this.sharedTitle = '';
    return this.open(webTarget(options), true);
  },

  /** Back from the pay page: the web app opens on the payment's result route. */
  onShow() {
    const app = getApp();
    const next = app.globalData.webReturn;
    if (!next) return undefined;
    app.globalData.webReturn = null;
    return this.open(next, false);
  },

  /**
   * Points the web-view at a route. A login code only on the first open: the web app keeps its session, and a
   * code is single-use.
   * @param {{ path: string, query: Record<string, string> }} route
   * @param {boolean} withLogin
   */
  async open(route, withLogin) {
    const wxcode = withLogin ? await loginCode(wx) : '';
    const locale = systemLocale(wx);
    this.setData({
      src: webUrl({ origin: config.webOrigin, storeId: config.storeId, locale, wxcode, route }),
    });
  },

  /**
   * What the web app posted (wx.miniProgram.postMessage, delivered at share time): the page's title.
   * @param {{ detail?: { data?: Array<{ title?: unknown }> } }} event
   */
  onMessage(event) {
    const posted = event.detail?.data || [];
    for (const message of posted) {
      if (message && typeof message.title === 'string') this.sharedTitle = message.title.slice(0, 60);
    }
  },

  /** The share card: the web page the shopper is on, reopened in the mini-program. */
  onShareAppMessage(options) {
    return shareCard(options, this.sharedTitle, textsFor(systemLocale(wx)).shareTitle);
  },
});
