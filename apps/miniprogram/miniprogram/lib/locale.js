// The shell's language: WeChat's (zh_CN, zh_TW, zh_HK, en, es …) as one of the web app's four locales.

/** @typedef {'en' | 'es' | 'zh-CN' | 'zh-Hant'} Locale */

/**
 * One of the four locales for a WeChat language code: Traditional Chinese for Taiwan, Hong Kong and Macau,
 * Simplified for other Chinese, Spanish, else English.
 * @param {unknown} language
 * @returns {Locale}
 */
function localeOf(language) {
  const tag = String(language || '')
    .replace(/_/g, '-')
    .toLowerCase();
  if (tag.startsWith('zh')) return /-(tw|hk|mo|hant)/.test(tag) ? 'zh-Hant' : 'zh-CN';
  if (tag.startsWith('es')) return 'es';
  return 'en';
}

/**
 * The locale of the WeChat client the shell runs in.
 * @param {{ getAppBaseInfo?: () => { language?: string } }} wxApi
 * @returns {Locale}
 */
function systemLocale(wxApi) {
  try {
    return localeOf(wxApi.getAppBaseInfo ? wxApi.getAppBaseInfo().language : '');
  } catch (_error) {
    return 'en';
  }
}

module.exports = { localeOf, systemLocale };
