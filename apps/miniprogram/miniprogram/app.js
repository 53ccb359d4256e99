// The mini-program shell (decision 043): the web app in a web-view, with the few things only the mini-program
// can do around it — WeChat login codes, WeChat Pay, share cards, scene codes, update prompts.
const { watchForUpdates } = require('./lib/update.js');

App({
  globalData: {
    /**
     * The web route pages/web/web opens when it shows again (set by pages/pay/pay before it goes back), so the
     * web app lands on the payment's result page rather than where it left.
     * @type {{ path: string, query: Record<string, string> } | null}
     */
    webReturn: null,
  },
  onLaunch() {
    watchForUpdates(wx);
  },
});
