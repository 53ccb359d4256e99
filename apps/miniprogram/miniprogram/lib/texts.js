// The few texts the shell shows itself (everything else is the web app's, in its own catalogues), per locale.
// A test checks every locale has every key.

const texts = {
  en: {
    updateTitle: 'Update',
    updateReady: 'A new version is ready. Restart now to use it?',
    updateFailed:
      'The new version could not be downloaded. Delete the mini-program and open it again to update.',
    payTitle: 'Payment',
    paying: 'Opening WeChat Pay…',
    payFailed: 'The payment did not go through.',
    payInvalid: 'This payment link is not valid.',
    payRetry: 'Try again',
    payBack: 'Back to the order',
    chatUnavailable: 'Customer service chat is not available. Please call the store instead.',
    shareTitle: 'Have a look at this',
    ok: 'OK',
  },
  es: {
    updateTitle: 'Actualización',
    updateReady: 'Hay una nueva versión lista. ¿Reiniciar ahora para usarla?',
    updateFailed:
      'No se pudo descargar la nueva versión. Elimina el miniprograma y vuelve a abrirlo para actualizarlo.',
    payTitle: 'Pago',
    paying: 'Abriendo WeChat Pay…',
    payFailed: 'El pago no se completó.',
    payInvalid: 'Este enlace de pago no es válido.',
    payRetry: 'Reintentar',
    payBack: 'Volver al pedido',
    chatUnavailable: 'El chat de atención al cliente no está disponible. Llama a la tienda, por favor.',
    shareTitle: 'Mira esto',
    ok: 'Aceptar',
  },
  'zh-CN': {
    updateTitle: '更新提示',
    updateReady: '新版本已经准备好，是否重启应用？',
    updateFailed: '新版本下载失败，请删除当前小程序后重新打开。',
    payTitle: '支付',
    paying: '正在打开微信支付…',
    payFailed: '支付未完成。',
    payInvalid: '支付链接无效。',
    payRetry: '重新支付',
    payBack: '返回订单',
    chatUnavailable: '暂无法打开在线客服，请致电门店。',
    shareTitle: '推荐给你',
    ok: '确定',
  },
  'zh-Hant': {
    updateTitle: '更新提示',
    updateReady: '新版本已經準備好，是否重新啟動應用？',
    updateFailed: '新版本下載失敗，請刪除目前的小程式後重新開啟。',
    payTitle: '付款',
    paying: '正在開啟微信支付…',
    payFailed: '付款未完成。',
    payInvalid: '付款連結無效。',
    payRetry: '重新付款',
    payBack: '返回訂單',
    chatUnavailable: '暫時無法開啟線上客服，請致電門市。',
    shareTitle: '推薦給你',
    ok: '確定',
  },
};

/**
 * The shell's texts in a locale.
 * @param {import('./locale.js').Locale} locale
 */
function textsFor(locale) {
  return texts[locale] || texts.en;
}

module.exports = { texts, textsFor };
