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
