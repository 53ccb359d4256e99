// Share cards (onShareAppMessage): the page the shopper is on in the web-view, as a mini-program path.
const { homePath, parseRoute, safeDecode } = require('./web-route.js');

/** Routes a share must not carry someone else into: payment and login pages share the home page instead. */
const privatePaths = [
  '/pages/web/webpay',
  '/subpackages/shopping/placeorder/payment',
  '/subpackages/shopping/receipt',
  '/subpackages/account/login',
];
/** Query keys that belong to the sharer's own visit (a payment, a login code), not to the page. */
const privateKeys = ['wxcode', 'localOrderNo', 'prepayId', 'payResult', 'returnTo'];

/**
 * The mini-program path that reopens the web-view's current page: its hash route, minus private keys.
 * @param {string | undefined} webViewUrl what onShareAppMessage is given for a page with a web-view
 */
function sharePath(webViewUrl) {
  const hashAt = (webViewUrl || '').indexOf('#');
  const route = hashAt < 0 ? null : parseRoute(safeDecode((webViewUrl || '').slice(hashAt + 1)));
  if (!route || privatePaths.includes(route.path))
    return `/pages/web/web?path=${encodeURIComponent(homePath)}`;
  const kept = Object.keys(route.query)
    .filter((key) => !privateKeys.includes(key))
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(route.query[key] ?? '')}`)
    .join('&');
  return `/pages/web/web?path=${encodeURIComponent(kept ? `${route.path}?${kept}` : route.path)}`;
}

/**
 * The share card: the title the web page last posted (wx.miniProgram.postMessage { title }), else a default.
 * @param {{ webViewUrl?: string }} options
 * @param {string} title
 * @param {string} fallbackTitle
 */
function shareCard(options, title, fallbackTitle) {
  return { title: title || fallbackTitle, path: sharePath(options.webViewUrl) };
}

module.exports = { sharePath, shareCard };
