// What a store sets before it uploads the mini-program (README "Mini-program"): where its web app is served,
// which store the mini-program opens, and its customer-service chat.
module.exports = {
  /**
   * The web app's address. It must be https and a business domain (业务域名) of the mini-program (WeChat's admin
   * console, Development → Development settings), else the web-view shows WeChat's "cannot open" page.
   */
  webOrigin: 'https://shop.example.com',
  /** The store the mini-program opens; 0 lets the web app choose (the shopper's remembered store, else the default). */
  storeId: 0,
  /** The enterprise WeChat id (corpId) of the store's customer-service chat; empty when it has none. */
  serviceCorpId: '',
};
