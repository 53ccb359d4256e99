// The public face of the level module: what other modules use of it (DESIGN §2). Its inner files stay private.
// A member's level: whether it has lapsed, and the growth a completed order brings.
export { applyOrderGrowth } from './growth.ts';
export { levelLapsed } from './member-level.ts';
