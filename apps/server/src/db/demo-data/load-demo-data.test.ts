import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { distanceInMeters } from '@shop/domain';
import { and, count, eq, gt, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { members } from '../schema/account/member.ts';
import { memberAddresses } from '../schema/address.ts';
import { attributeGroups, attributeOptions, categories, products } from '../schema/catalog.ts';
import { accumulationPromotions, checkinRules } from '../schema/points.ts';
import { banners, stores } from '../schema/store.ts';
import { allDemoProducts } from './catalogue.ts';
import { renderDemoImages } from './draw/render-all.ts';
import { demoBarcode, loadDemoData } from './load-demo-data.ts';

const imagesDir = new URL('./images/', import.meta.url).pathname;

async function tableCounts(t: TestApp) {
  const n = async (table: PgTable) => Number((await t.db.select({ n: count() }).from(table))[0]!.n);
  return {
    stores: await n(stores),
    categories: await n(categories),
    products: await n(products),
    groups: await n(attributeGroups),
    options: await n(attributeOptions),
    banners: await n(banners),
    members: await n(members),
  };
}

describe.each(dbTargets())('demo data on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('loads once, even when called twice at the same time, and again later changes nothing', async () => {
    const [a, b] = await Promise.all([loadDemoData(t.db), loadDemoData(t.db)]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.storeIds).toEqual(b.storeIds);
    const first = await tableCounts(t);
    const again = await loadDemoData(t.db);
    expect(again.created).toBe(false);
    expect(await tableCounts(t)).toEqual(first);
    expect(first.stores).toBe(4);
    // The demo member, and the demo inviter with their two invited friends (invitations.ts), and the friend one of
    // them invited, the demo partner's second-level friend (partners.ts).
    expect(first.members).toBe(5);
  });

  it('translates the menu of a demo database loaded before the demo had translations, leaving renamed rows alone', async () => {
    const [pearl, renamed] = await t.db.select().from(products).orderBy(products.id).limit(2);
    await t.db.update(products).set({ translations: {} });
    await t.db.update(stores).set({ translations: {} });
    await t.db.update(products).set({ name: 'Our own tea' }).where(eq(products.id, renamed!.id));
    await loadDemoData(t.db);
    const [after] = await t.db.select().from(products).where(eq(products.id, pearl!.id));
    expect(after!.translations['zh-CN']?.name).toMatch(/[\u4e00-\u9fff]/);
    const [own] = await t.db.select().from(products).where(eq(products.id, renamed!.id));
    expect(own!.translations['zh-CN']?.name).toBeUndefined();
    const shops = await t.db.select().from(stores);
    for (const shop of shops) expect(shop.translations['zh-Hant']?.name).toMatch(/[\u4e00-\u9fff]/);
    await t.db
      .update(products)
      .set({ name: renamed!.name, translations: renamed!.translations })
      .where(eq(products.id, renamed!.id));
  });

  it('has a headquarters and three Shanghai shops in the required states', async () => {
    const rows = await t.db.select().from(stores).orderBy(stores.id);
    const [hq, ...shops] = rows;
    expect(hq!.parentId).toBeNull();
    expect(shops.map((s) => s.status)).toEqual(['open', 'temp_closed', 'reservation_only']);
    expect(shops.map((s) => s.settings.orderModes)).toEqual([
      ['package', 'queue', 'takeout'],
      ['queue', 'takeout'],
      ['package', 'takeout'],
    ]);
    // The payment code's settings (decision 034): Lujiazui on the defaults.
    expect(shops.map((s) => s.settings.payCode)).toEqual([
      { refreshSeconds: 60, confirmAbove: 20_000 },
      { refreshSeconds: 30, confirmAbove: 10_000 },
      undefined,
    ]);
    for (const s of rows) {
      expect(s.settings.themeColor).toBe('#FE9A69');
      expect(s.settings.loginOptions).toEqual(['sms', 'password', 'email', 'guest']);
      expect(s.settings.allowStockBelowZero).toBe(false);
      expect(s.settings.timezone).toBe('Asia/Shanghai');
      expect(s.currency).toBe('¥');
      expect(s.isChainStore).toBe(true);
      expect(s.latitude).toBeGreaterThan(31.1);
      expect(s.latitude).toBeLessThan(31.3);
      expect(s.tel).toMatch(/^\d{3}-\d{3,4}[ -]\d{4}$/);
    }
    expect(shops.every((s) => s.parentId === hq!.id)).toBe(true);
    expect(shops[0]!.openingHours).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '00:00', close: '24:00' })),
    );
  });

  it('gives every shop a full menu with the stock, price and flag cases the app shows', async () => {
    const shops = await t.db.select().from(stores).where(isNotNull(stores.parentId));
    for (const shop of shops) {
      const cats = await t.db.select().from(categories).where(eq(categories.storeId, shop.id));
      expect(cats.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(6);
      const list = await t.db.select().from(products).where(eq(products.storeId, shop.id));
      expect(list.length).toBeGreaterThanOrEqual(40);
      expect(list.filter((p) => !p.ignoreStock && p.stock === 0).length).toBeGreaterThanOrEqual(1);
      expect(list.some((p) => !p.ignoreStock && p.stock >= 2 && p.stock <= 3)).toBe(true);
      expect(list.some((p) => p.ignoreStock)).toBe(true);
      expect(list.some((p) => p.isHot)).toBe(true);
      expect(list.some((p) => p.isCombo)).toBe(true);
      expect(list.some((p) => p.originalPrice !== null && p.originalPrice > p.price)).toBe(true);
      expect(new Set(list.map((p) => p.barcode)).size).toBe(list.length);
      expect(list.every((p) => p.price > 0 && p.description.length > 10)).toBe(true);
      const bannerRows = await t.db.select().from(banners).where(eq(banners.storeId, shop.id));
      expect(bannerRows.length).toBe(3);
    }
  });

  it('puts Size, Sugar and Ice options with price add-ons on drinks', async () => {
    const [milkTea] = await t.db
      .select()
      .from(products)
      .where(eq(products.name, 'Classic Pearl Milk Tea'))
      .limit(1);
    const groups = await t.db
      .select({ group: attributeGroups.name, option: attributeOptions.name, add: attributeOptions.priceAdd })
      .from(attributeGroups)
      .innerJoin(attributeOptions, eq(attributeOptions.groupId, attributeGroups.id))
      .where(eq(attributeGroups.productId, milkTea!.id))
      .orderBy(attributeGroups.sort, attributeOptions.sort);
    expect(groups.filter((g) => g.group === 'Size')).toEqual([
      { group: 'Size', option: 'Regular', add: 0 },
      { group: 'Size', option: 'Large', add: 300 },
    ]);
    expect(groups.filter((g) => g.group === 'Sugar').map((g) => g.option)).toEqual([
      'Full sugar',
      'Half sugar',
      'No sugar',
    ]);
    expect(groups.some((g) => g.group === 'Ice')).toBe(true);
    const [croissant] = await t.db
      .select()
      .from(products)
      .where(eq(products.name, 'Butter Croissant'))
      .limit(1);
    const none = await t.db
      .select({ n: count() })
      .from(attributeGroups)
      .where(eq(attributeGroups.productId, croissant!.id));
    expect(Number(none[0]!.n)).toBe(0);
  });

  it('gives the chain a daily check-in (5 on day one, +2 a day up to 15, +30 every 7 days) and a points challenge', async () => {
    const [hq] = await t.db.select().from(stores).where(isNull(stores.parentId));
    const [rule] = await t.db.select().from(checkinRules).where(eq(checkinRules.storeId, hq!.id));
    expect(rule).toMatchObject({
      enabled: true,
      firstDayPoints: 5,
      dailyIncrement: 2,
      capPoints: 15,
      cycleDays: 7,
    });
    const challenges = await t.db.select().from(accumulationPromotions);
    expect(challenges).toMatchObject([{ targetPoints: 300, windowDays: 30, status: 'active' }]);
    expect(challenges[0]!.translations).toMatchObject({ 'zh-CN': { name: '30天内累计300积分' } });
  });

  it('creates the demo member with balance and points', async () => {
    const [m] = await t.db.select().from(members).where(eq(members.phone, '13800138000'));
    expect(m).toMatchObject({ name: 'Demo Member', balance: 20000, points: 1280 });
    expect(m!.memberNo).toMatch(/^\d{8}$/);
  });

  it('numbers no demo member ahead of the member number sequence, so every later sign-up gets a free number', async () => {
    const rows = await t.db.select({ no: members.memberNo }).from(members);
    const result = await t.db.execute<{ last: string }>(
      sql`SELECT last_value::text AS last FROM member_no_seq`,
    );
    const last = Number((result as unknown as { rows: { last: string }[] }).rows[0]!.last);
    expect(rows.every((r) => Number(r.no) <= last)).toBe(true);
  });

  it("gives the demo member two addresses near the Jing'an Temple shop, inside 3 km, one default", async () => {
    const [m] = await t.db.select().from(members).where(eq(members.phone, '13800138000'));
    const rows = await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, m!.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    const [shop] = await t.db.select().from(stores).where(like(stores.name, '%Jing%'));
    for (const r of rows) {
      expect(r).toMatchObject({ district: '静安区', precision: 'place' });
      const metres = distanceInMeters(
        { latitude: r.lat!, longitude: r.lng! },
        { latitude: shop!.latitude!, longitude: shop!.longitude! },
      );
      expect(metres).toBeLessThan(3000);
    }
    await loadDemoData(t.db);
    expect(await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, m!.id))).toHaveLength(
      2,
    );
  });

  it('points every product and banner at an image that exists', async () => {
    const paths = [
      ...(await t.db.selectDistinct({ p: products.imageName }).from(products)).map((r) => r.p),
      ...(await t.db.selectDistinct({ p: banners.imageUrl }).from(banners)).map((r) => r.p),
      ...(await t.db.selectDistinct({ p: categories.icon }).from(categories)).map((r) => r.p),
    ];
    for (const p of paths) {
      expect(p).toMatch(/^\/media\//);
      expect(statSync(join(imagesDir, p.slice('/media/'.length))).isFile()).toBe(true);
    }
    const onSale = await t.db
      .select({ n: count() })
      .from(products)
      .where(and(isNotNull(products.originalPrice), gt(products.originalPrice, products.price)));
    expect(Number(onSale[0]!.n)).toBeGreaterThan(0);
  });
});

describe('demo images and barcodes', () => {
  it('are committed exactly as the generator draws them, each a small SVG', () => {
    const images = renderDemoImages();
    expect(images.size).toBeGreaterThanOrEqual(allDemoProducts().length + 3);
    for (const [path, svg] of images) {
      expect(readFileSync(join(imagesDir, path), 'utf8'), `${path} is stale: run the generator`).toBe(svg);
      expect(svg.length).toBeLessThan(16_000);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
    // Every product picture differs from every other one.
    const pictures = allDemoProducts().map((p) => images.get(`products/${p.product.slug}.svg`));
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('makes EAN-13 barcodes with a valid check digit', () => {
    expect(demoBarcode(1)).toMatch(/^\d{13}$/);
    // 4006381333931 is a well-known valid EAN-13; the same rule must accept our codes.
    const valid = (code: string) =>
      [...code].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0;
    expect(valid('4006381333931')).toBe(true);
    for (let n = 1; n < 60; n++) expect(valid(demoBarcode(n))).toBe(true);
  });
});
