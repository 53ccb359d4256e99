// The one-off login code the web app exchanges with the server (customeraccount/Auth, decision 043).

/** How long to wait for wx.login before opening the web app without a code (it then shows its own login). */
const loginWaitMs = 3000;

/**
 * A wx.login code, or '' when WeChat gives none in time: the web app still opens, only not logged in by WeChat.
 * @param {{ login: (options: { timeout?: number, success?: (res: { code: string }) => void,
 *   fail?: (err: unknown) => void }) => void }} wxApi
 * @returns {Promise<string>}
 */
function loginCode(wxApi) {
  return new Promise((resolve) => {
    wxApi.login({
      timeout: loginWaitMs,
      success: (res) => resolve(typeof res.code === 'string' ? res.code : ''),
      fail: () => resolve(''),
    });
  });
}

module.exports = { loginCode };
