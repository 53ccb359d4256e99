// Where pages/web/web opens the web app: the route it was given, a scene code's target, or home.
const { homePath, parseRoute, safeDecode, wkbinPath } = require('./web-route.js');

/** The web-view page's own options; every other option is the launch query, passed on to the web app. */
const ownOptions = ['path', 'scene'];

/**
 * The web route for the options pages/web/web was opened with (by a link, a share card, a scan):
 * - `scene` (a mini-program code's, URL-encoded by WeChat): an id alone is a scene code (GenWxaCodeScene) and
 *   opens wkbin with it; one shaped like a query (`tableno=12`) is passed as `scene`, which the web app's launch
 *   rules unpack (SPEC §2: a table number, an address QR, redirect=wkbin);
 * - `path`: the web route to open (URL-encoded, with its query), else home;
 * - any other option joins the route's query (guiderid, inviteruid …).
 * @param {Record<string, string | undefined> | undefined} options
 * @returns {{ path: string, query: Record<string, string> }}
 */
function webTarget(options) {
  const given = options || {};
  const scene = given.scene ? safeDecode(given.scene).trim() : '';
  if (scene && !scene.includes('=')) return { path: wkbinPath, query: { sceneid: scene } };
  const route = (given.path && parseRoute(safeDecode(given.path))) || { path: homePath, query: {} };
  /** @type {Record<string, string>} */
  const query = { ...route.query };
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (!ownOptions.includes(key) && value !== undefined) query[key] = safeDecode(value);
  }
  if (scene) query.scene = scene;
  return { path: route.path, query };
}

module.exports = { webTarget };
