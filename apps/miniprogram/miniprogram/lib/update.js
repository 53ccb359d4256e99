// Update prompts (wx.getUpdateManager): WeChat downloads a new version in the background; the shell asks to restart.
const { systemLocale } = require('./locale.js');
const { textsFor } = require('./texts.js');

/**
 * Listens for a new version: ready → "restart now?" (confirm applies it); failed → how to update by hand.
 * Does nothing on a base library without the update manager.
 * @param {any} wxApi
 */
function watchForUpdates(wxApi) {
  if (typeof wxApi.getUpdateManager !== 'function') return;
  const manager = wxApi.getUpdateManager();
  const t = textsFor(systemLocale(wxApi));
  manager.onUpdateReady(() => {
    wxApi.showModal({
      title: t.updateTitle,
      content: t.updateReady,
      success: (/** @type {{ confirm: boolean }} */ res) => {
        if (res.confirm) manager.applyUpdate();
      },
    });
  });
  manager.onUpdateFailed(() => {
    wxApi.showModal({ title: t.updateTitle, content: t.updateFailed, showCancel: false, confirmText: t.ok });
  });
}

module.exports = { watchForUpdates };
