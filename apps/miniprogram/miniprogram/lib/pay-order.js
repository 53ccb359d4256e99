// What pages/pay/pay is handed by the web app (wx.miniProgram.navigateTo): the wechat-type payload of SPEC §3
// and the two web routes to return to.
const { parseRoute, safeDecode } = require('./web-route.js');

/** @typedef {'MD5' | 'HMAC-SHA256' | 'RSA'} SignType */
/** @type {readonly string[]} */
const signTypes = ['MD5', 'HMAC-SHA256', 'RSA'];

/**
 * @typedef {{ timeStamp: string, nonceStr: string, package: string, signType: SignType, paySign: string }} Payment
 * @typedef {{ payment: Payment, done: { path: string, query: Record<string, string> },
 *   back: { path: string, query: Record<string, string> } }} PayOrder
 */

/**
 * The payment and the return routes from the page options (URL-encoded); null when anything is missing or
 * malformed, so a tampered link never reaches wx.requestPayment or leads off the web app.
 * @param {Record<string, string | undefined> | undefined} options
 * @returns {PayOrder | null}
 */
function readPayOrder(options) {
  const o = options || {};
  const get = (/** @type {string} */ key) => safeDecode(o[key] || '');
  const payment = {
    timeStamp: get('timeStamp'),
    nonceStr: get('nonceStr'),
    package: get('package'),
    signType: get('signType'),
    paySign: get('paySign'),
  };
  const done = parseRoute(get('done'));
  const back = parseRoute(get('back'));
  const valid =
    /^\d{9,12}$/.test(payment.timeStamp) &&
    /^[A-Za-z0-9_-]{1,32}$/.test(payment.nonceStr) &&
    /^prepay_id=[A-Za-z0-9_-]{8,64}$/.test(payment.package) &&
    signTypes.includes(payment.signType) &&
    /^[A-Za-z0-9+/=_-]{8,512}$/.test(payment.paySign);
  if (!valid || !done || !back || done.path === '/' || back.path === '/') return null;
  return { payment: { ...payment, signType: /** @type {SignType} */ (payment.signType) }, done, back };
}

/**
 * How a wx.requestPayment failure reads: the shopper closed the cashier, or it failed.
 * @param {{ errMsg?: string }} err
 * @returns {'cancelled' | 'failed'}
 */
function failureKind(err) {
  return /cancel/i.test(err.errMsg || '') ? 'cancelled' : 'failed';
}

/**
 * The web route to return to: `done` after paying (its result page asks the server, QueryPayResult), `back`
 * otherwise; both get payResult so the web app knows what the shopper did.
 * @param {PayOrder} order
 * @param {'paid' | 'cancelled' | 'failed'} outcome
 */
function returnRoute(order, outcome) {
  const route = outcome === 'paid' ? order.done : order.back;
  return { path: route.path, query: { ...route.query, payResult: outcome } };
}

module.exports = { readPayOrder, failureKind, returnRoute };
