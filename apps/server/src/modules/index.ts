import type { ShopModule } from '../platform/shop-module.ts';
import { accountModule } from './account/index.ts';
import { activityModule } from './activity/index.ts';
import { addressModule } from './address/index.ts';
import { balanceModule } from './balance/index.ts';
import { balanceTopUpModule } from './balance-top-up/index.ts';
import { cardModule } from './card/index.ts';
import { cartModule } from './cart/index.ts';
import { catalogModule } from './catalog/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { couponModule } from './coupon/index.ts';
import { customizeModule } from './customize/index.ts';
import { deliveryModule } from './delivery/index.ts';
import { giftModule } from './gift/index.ts';
import { levelModule } from './level/index.ts';
import { marketingModule } from './marketing/index.ts';
import { orderModule } from './order/index.ts';
import { partnerModule } from './partner/index.ts';
import { paymentModule } from './payment/index.ts';
import { pointsModule } from './points/index.ts';
import { pointsmallModule } from './pointsmall/index.ts';
import { serviceModule } from './service/index.ts';
import { storeModule } from './store/index.ts';
import { tableModule } from './table/index.ts';

/**
 * Every area of the shop (DESIGN §2), each through its public face; the app mounts their routes, staff routes and
 * jobs (app.ts). A new area is a folder here and one entry below; the order does not matter.
 */
export const shopModules: readonly ShopModule[] = [
  accountModule,
  storeModule,
  catalogModule,
  cartModule,
  checkoutModule,
  addressModule,
  orderModule,
  deliveryModule,
  paymentModule,
  balanceModule,
  balanceTopUpModule,
  pointsModule,
  pointsmallModule,
  levelModule,
  marketingModule,
  couponModule,
  giftModule,
  customizeModule,
  serviceModule,
  tableModule,
  cardModule,
  activityModule,
  partnerModule,
];
