import { bargainActivities } from '../../db/schema/marketing/bargain.ts';
import { blindBoxItems, blindBoxSeries } from '../../db/schema/marketing/blind-box.ts';
import {
  communityGroupItems,
  communityGroups,
  communityLeaders,
} from '../../db/schema/marketing/community-group.ts';
import { groupBuyActivities } from '../../db/schema/marketing/group-buy.ts';
import { presales } from '../../db/schema/marketing/presale.ts';
import { seckillSessions } from '../../db/schema/marketing/seckill.ts';
import { groupMealMenus, promotions } from '../../db/schema/marketing.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/**
 * The set menus', promotions', blind boxes', bargains', group buys', seckills', pre-sales' and community groups' text (their items and leaders' points too) that staff translate (decision 020). Menus are read fresh on every call;
 * the promotions' cache holds store text, so a translation write empties it.
 */
export const marketingTranslatables: TranslatableEntity[] = [
  {
    name: 'group-meal-menu',
    table: groupMealMenus,
    id: groupMealMenus.id,
    translations: groupMealMenus.translations,
    fields: {
      name: { base: groupMealMenus.name, kind: 'text', max: 60 },
      description: { base: groupMealMenus.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'promotion',
    table: promotions,
    id: promotions.id,
    translations: promotions.translations,
    fields: {
      name: { base: promotions.name, kind: 'text', max: 60 },
      description: { base: promotions.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'blind-box-series',
    table: blindBoxSeries,
    id: blindBoxSeries.id,
    translations: blindBoxSeries.translations,
    fields: {
      name: { base: blindBoxSeries.name, kind: 'text', max: 60 },
      description: { base: blindBoxSeries.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'blind-box-item',
    table: blindBoxItems,
    id: blindBoxItems.id,
    translations: blindBoxItems.translations,
    fields: { name: { base: blindBoxItems.name, kind: 'text', max: 60 } },
  },
  {
    name: 'bargain',
    table: bargainActivities,
    id: bargainActivities.id,
    translations: bargainActivities.translations,
    fields: {
      name: { base: bargainActivities.name, kind: 'text', max: 60 },
      description: { base: bargainActivities.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'group-buy',
    table: groupBuyActivities,
    id: groupBuyActivities.id,
    translations: groupBuyActivities.translations,
    fields: {
      name: { base: groupBuyActivities.name, kind: 'text', max: 60 },
      description: { base: groupBuyActivities.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'seckill',
    table: seckillSessions,
    id: seckillSessions.id,
    translations: seckillSessions.translations,
    fields: {
      name: { base: seckillSessions.name, kind: 'text', max: 60 },
      description: { base: seckillSessions.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'presale',
    table: presales,
    id: presales.id,
    translations: presales.translations,
    fields: {
      name: { base: presales.name, kind: 'text', max: 60 },
      description: { base: presales.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'community-group',
    table: communityGroups,
    id: communityGroups.id,
    translations: communityGroups.translations,
    fields: {
      name: { base: communityGroups.name, kind: 'text', max: 60 },
      description: { base: communityGroups.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'community-group-item',
    table: communityGroupItems,
    id: communityGroupItems.id,
    translations: communityGroupItems.translations,
    fields: { name: { base: communityGroupItems.name, kind: 'text', max: 60 } },
  },
  {
    name: 'community-leader',
    table: communityLeaders,
    id: communityLeaders.id,
    translations: communityLeaders.translations,
    fields: {
      name: { base: communityLeaders.name, kind: 'text', max: 60 },
      address: { base: communityLeaders.address, kind: 'text', max: 200 },
      hours: { base: communityLeaders.hours, kind: 'text', max: 100 },
    },
  },
];
