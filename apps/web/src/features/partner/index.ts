// The public face of the partner feature: what the app and other features use of it. Its pages are reached through
// the route table; its inner files stay private.

// The launch's guider turned into the guider cookie the calls carry (decision 081), at start-up.
export { takeGuiderCookie } from './api/guider-api.ts';
