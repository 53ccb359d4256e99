/**
 * The client headers of DESIGN §3, by the names the web's call wrapper sends and the server reads. No zod here:
 * the web's home route imports this and must not pull the schemas in.
 */
export const headerNames = {
  storeId: 'x-store-id',
  storeMode: 'x-store-mode',
  appName: 'x-app-name',
  appVersion: 'x-app-version',
  session: 'x-session-token',
  guiderCookie: 'x-guider-cookie',
  inviterUid: 'x-inviter-uid',
  locale: 'x-locale',
} as const;

/** A client header by its key in `headerNames`. */
export type HeaderKey = keyof typeof headerNames;

/**
 * The cookie the web app keeps its active locale in, so the index.html the server inlines store text into
 * (DESIGN §6) is in the shopper's language from the first paint (decision 020). API calls send x-locale instead.
 */
export const localeCookie = 'shop-locale';
