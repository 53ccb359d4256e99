// The public face of the points module: what other modules use of it (DESIGN §2). Its inner files stay private.
// The points ledger: moving a member's points.
export { movePoints } from './ledger.ts';
