// The checkout area's public face: the start-up step that warms the settlement's pay info. Its pages (settlement,
// receipt) are reached through the route table.

// The SPEC §4 order mode switch (menu header and settlement), and switching with its cart check.
export { OrderModeSwitch } from './components/order-mode-switch.tsx';
// My coupons' "Use now": the next settlement applies that coupon.
export { applyCouponAtNextSettlement } from './state/coupon-to-use.ts';
export { loadDefaultPayCode } from './state/default-pay-code.ts';
// The settlement page's pieces another area adds (a card that covers items, one that pays): a registry the route
// table fills with the page, so checkout never names those areas.
export {
  registerSettlementSlot,
  type SettlementSlot,
  type SettlementSlotProps,
  type SlotField,
  type SlotPlace,
} from './state/settlement-slots.ts';
export { switchOrderMode } from './state/switch-mode.ts';
