// The public face of the points module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';

// The points ledger: moving a member's points.
export { movePoints } from './ledger.ts';
// The points a goods order earns when it completes, and takes back when it is refunded.
export { earnOrderPoints, pointsEarned, takeBackOrderPoints } from './order-points.ts';

/** How the app mounts points: nothing of its own yet; other areas move points through the ledger above. */
export const pointsModule: ShopModule = { name: 'points' };
