import { systemFolder } from '@shop/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { members } from '../schema/account/member.ts';
import { balanceEntries } from '../schema/balance.ts';
import { attributeGroups, attributeOptions, categories, products } from '../schema/catalog.ts';
import { banners, stores } from '../schema/store.ts';
import { ensureDemoAddresses } from './addresses.ts';
import { addMissingDemoTranslations } from './backfill-translations.ts';
import { ensureDemoBargains } from './bargains.ts';
import { ensureDemoBlindBoxes } from './blind-boxes.ts';
import { ensureDemoCards } from './cards.ts';
import {
  allDemoProducts,
  bannerImagePath,
  categoryIconPath,
  demoBanners,
  demoMenu,
  productImagePath,
} from './catalogue.ts';
import { baseSettings, CHAIN_NAME, demoMember, demoStores, headquarters, storeDefaults } from './chain.ts';
import { ensureDemoCombos } from './combos.ts';
import { ensureDemoCommunityGroups } from './community-groups.ts';
import { ensureDemoCoupons } from './coupons.ts';
import { ensureDemoCustomPages } from './custom-pages.ts';
import { ensureDemoZones } from './delivery-zones.ts';
import type { DemoCategory } from './demo-category.ts';
import { demoTranslations } from './demo-translations.ts';
import { ensureDemoGifts } from './gifts.ts';
import { ensureDemoGroupBuys } from './group-buys.ts';
import { ensureDemoGroupMeals } from './group-meals.ts';
import { ensureDemoInvitations } from './invitations.ts';
import { loadDemoLevels } from './levels.ts';
import { optionGroups } from './options.ts';
import { ensureDemoOrderModes } from './order-modes.ts';
import { ensureDemoPartners } from './partners.ts';
import { ensureDemoPayCode } from './pay-code.ts';
import { ensureDemoAccumulation, ensureDemoCheckin } from './points.ts';
import { ensureDemoPointsmall } from './pointsmall.ts';
import { ensureDemoPresales } from './presales.ts';
import { ensureDemoProfile } from './profile.ts';
import { ensureDemoPromotions } from './promotions.ts';
import { ensureDemoSeckills } from './seckills.ts';
import { ensureDemoStoreFacts } from './store-facts.ts';
import { ensureDemoKnowledgeSite, ensureDemoTabBar } from './tab-bar.ts';
import { ensureDemoTables } from './tables.ts';
import { ensureDemoTerms } from './terms/load-terms.ts';
import { ensureDemoTopUpRules } from './top-up-rules.ts';

/** The demo member, with the opening entry of the balance ledger its balance must equal (DESIGN §4). */
async function insertDemoMember(tx: Tx, now: Date): Promise<void> {
  const [row] = await tx.insert(members).values(demoMember).returning({ id: members.id });
  await tx.insert(balanceEntries).values({
    memberId: row!.id,
    delta: demoMember.balance,
    balanceAfter: demoMember.balance,
    reason: 'manual_edit',
    note: 'opening balance',
    createdAt: now,
  });
}

// Any number unique to this loader: instances starting together wait here instead of loading twice.
const DEMO_LOCK = 727_301;

export interface DemoDataResult {
  created: boolean;
  headquartersId: number;
  storeIds: number[];
}

/** An EAN-13 with a valid check digit for the n-th demo product (prefix 69: China). */
export function demoBarcode(n: number): string {
  const body = `6924816${String(n).padStart(5, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A stable "sold" figure per product so lists look lived-in; hot products sell more. */
function salesFor(slug: string, hot: boolean): number {
  let h = 0;
  for (const ch of slug) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return hot ? 400 + h : 20 + (h % 300);
}

async function insertCategories(tx: Tx, storeId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const walk = async (list: DemoCategory[], parentId: number | null) => {
    const rows = await tx
      .insert(categories)
      .values(
        list.map((c, i) => ({
          storeId,
          parentId,
          name: c.name,
          translations: demoTranslations({ name: c.name }),
          icon: categoryIconPath(c.key),
          sort: i * 10,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    for (const c of list) ids.set(c.key, rows.find((r) => r.name === c.name)!.id);
    for (const c of list) if (c.children) await walk(c.children, ids.get(c.key)!);
  };
  await walk(demoMenu, null);
  return ids;
}

async function insertProducts(tx: Tx, storeId: number, categoryIds: Map<string, number>): Promise<void> {
  const all = allDemoProducts();
  const rows = await tx
    .insert(products)
    .values(
      all.map(({ product: p, category: c }, i) => ({
        storeId,
        categoryId: categoryIds.get(c.key)!,
        name: p.name,
        description: p.description,
        imageName: productImagePath(p.slug),
        specifications: p.specifications ?? '',
        translations: demoTranslations({
          name: p.name,
          description: p.description,
          specifications: p.specifications,
        }),
        barcode: demoBarcode(i + 1),
        price: p.price,
        originalPrice: p.originalPrice ?? null,
        stock: p.stock,
        ignoreStock: p.ignoreStock ?? false,
        isHot: p.hot ?? false,
        isCombo: p.combo ?? false,
        modes: c.modes ?? ['package', 'queue', 'takeout'],
        salesCount: salesFor(p.slug, p.hot ?? false),
        sort: i * 10,
      })),
    )
    .returning({ id: products.id, barcode: products.barcode });
  const idByBarcode = new Map(rows.map((r) => [r.barcode, r.id]));
  const groups = all.flatMap(({ product: p, category: c }, i) => {
    const set = p.options ?? c.options;
    const productId = idByBarcode.get(demoBarcode(i + 1))!;
    return set ? optionGroups[set].map((g, sort) => ({ productId, group: g, sort })) : [];
  });
  if (groups.length === 0) return;
  const groupRows = await tx
    .insert(attributeGroups)
    .values(
      groups.map((g) => ({
        productId: g.productId,
        name: g.group.name,
        translations: demoTranslations({ name: g.group.name }),
        required: g.group.required,
        multiple: g.group.multiple,
        sort: g.sort,
      })),
    )
    .returning({ id: attributeGroups.id, productId: attributeGroups.productId, name: attributeGroups.name });
  const groupId = new Map(groupRows.map((r) => [`${r.productId}|${r.name}`, r.id]));
  await tx.insert(attributeOptions).values(
    groups.flatMap((g) =>
      g.group.options.map(([name, priceAdd], sort) => ({
        groupId: groupId.get(`${g.productId}|${g.group.name}`)!,
        name,
        translations: demoTranslations({ name }),
        priceAdd,
        sort,
      })),
    ),
  );
}

function categoryName(key: string): string {
  return demoMenu.find((c) => c.key === key)?.name ?? '';
}

async function insertBanners(tx: Tx, storeId: number, categoryIds: Map<string, number>): Promise<void> {
  await tx.insert(banners).values(
    demoBanners.map((b, sort) => ({
      storeId,
      imageUrl: bannerImagePath(b.key),
      title: b.title,
      translations: demoTranslations({ title: b.title }),
      sort,
      link:
        b.link.type === 'folder'
          ? { type: 'category', uid: systemFolder.onSale, name: 'On sale' }
          : { type: 'category', uid: categoryIds.get(b.link.category)!, name: categoryName(b.link.category) },
    })),
  );
}

/** A demo store's name, address and the shared home notice in the other three languages. */
function storeTexts(store: { name: string; address: string }) {
  return demoTranslations({ name: store.name, address: store.address, notice: baseSettings.notice });
}

async function insertChain(tx: Tx): Promise<DemoDataResult> {
  const [hq] = await tx
    .insert(stores)
    .values({
      ...headquarters,
      parentId: null,
      settings: baseSettings,
      translations: storeTexts(headquarters),
    })
    .returning({ id: stores.id });
  const storeIds: number[] = [];
  for (const s of demoStores) {
    const [row] = await tx
      .insert(stores)
      .values({
        ...storeDefaults,
        ...s,
        parentId: hq!.id,
        settings: baseSettings,
        translations: storeTexts(s),
      })
      .returning({ id: stores.id });
    const categoryIds = await insertCategories(tx, row!.id);
    await insertProducts(tx, row!.id, categoryIds);
    await insertBanners(tx, row!.id, categoryIds);
    storeIds.push(row!.id);
  }
  return { created: true, headquartersId: hq!.id, storeIds };
}

/**
 * Loads the demo chain (headquarters, three Shanghai shops with menus, banners) and the demo member.
 * Idempotent: the headquarters row is the marker, and a second call, even a concurrent one, changes nothing.
 */
export async function loadDemoData(db: Db): Promise<DemoDataResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    const [existing] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(isNull(stores.parentId), eq(stores.name, CHAIN_NAME)));
    let result: DemoDataResult;
    if (existing) {
      const children = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(eq(stores.parentId, existing.id))
        .orderBy(asc(stores.id));
      result = { created: false, headquartersId: existing.id, storeIds: children.map((c) => c.id) };
      await addMissingDemoTranslations(tx);
    } else {
      result = await insertChain(tx);
    }
    // The member is checked on its own, so a database that already had the chain still gets it once.
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, demoMember.phone));
    if (!member) await insertDemoMember(tx, new Date());
    await loadDemoLevels(tx, demoMember.phone, new Date());
    await ensureDemoTerms(tx, result.headquartersId);
    await ensureDemoProfile(tx, result.headquartersId);
    await ensureDemoGroupMeals(tx, result.storeIds);
    if (result.storeIds[0]) await ensureDemoTables(tx, result.storeIds[0]);
    await ensureDemoZones(tx, result.storeIds);
    await ensureDemoAddresses(tx, demoMember.phone, new Date());
    await ensureDemoOrderModes(tx, result.storeIds);
    await ensureDemoPayCode(tx, result.storeIds);
    await ensureDemoPromotions(tx, result.storeIds, new Date());
    await ensureDemoCoupons(tx, result.storeIds, new Date());
    await ensureDemoGifts(tx, new Date());
    await ensureDemoCards(tx, new Date());
    await ensureDemoCombos(tx, result.storeIds);
    await ensureDemoPointsmall(tx, new Date());
    await ensureDemoCheckin(tx, result.headquartersId, new Date());
    await ensureDemoTopUpRules(tx, result.storeIds, new Date());
    await ensureDemoAccumulation(tx, result.headquartersId, new Date());
    await ensureDemoInvitations(tx, result.headquartersId, new Date());
    if (result.storeIds[0])
      await ensureDemoPartners(tx, result.headquartersId, result.storeIds[0], new Date());
    await ensureDemoTabBar(tx, result.storeIds);
    await ensureDemoKnowledgeSite(tx, result.storeIds);
    await ensureDemoCustomPages(tx, result.storeIds, new Date());
    await ensureDemoStoreFacts(tx, result.storeIds, new Date());
    await ensureDemoBlindBoxes(tx, new Date());
    await ensureDemoBargains(tx, result.storeIds, new Date());
    await ensureDemoGroupBuys(tx, result.storeIds, new Date());
    await ensureDemoSeckills(tx, result.storeIds, new Date());
    await ensureDemoPresales(tx, result.storeIds, new Date());
    await ensureDemoCommunityGroups(tx, result.storeIds, new Date());
    return result;
  });
}
