import { type SavedCustomPage, savedCustomPage, systemFolder } from '@shop/contracts';
import type { Tx } from '../client.ts';
import { customPages, pageStructures } from '../schema/customize.ts';
import { bannerImagePath } from './catalogue.ts';
import { tr } from './pointsmall.ts';

/*
 * Two custom pages per demo store (decision 040), built of the composed sections. The default home links to a
 * store's published custom pages, so they open from its link shortcuts.
 */

const autumnMenu: SavedCustomPage = {
  title: 'Autumn menu',
  translations: tr({ title: ['Autumn menu', ['Menú de otoño', '秋季菜单', '秋季菜單']] }),
  sections: [
    {
      type: 'image',
      id: 'hero',
      imageUrl: bannerImagePath('fruit-tea-season'),
      alt: 'Fruit tea season',
      translations: tr({ alt: ['Fruit tea season', ['Temporada de té de frutas', '鲜果茶季', '鮮果茶季']] }),
      width: 750,
      height: 320,
      link: { type: 'named', name: 'allCategories' },
    },
    {
      type: 'text',
      id: 'intro',
      title: 'Warm cups for cool days',
      text: 'Our autumn drinks are back.\n\nEvery cup is made to order with fresh fruit and tea brewed in store.',
      align: 'start',
      translations: tr({
        title: [
          'Warm cups for cool days',
          ['Tazas calientes para días frescos', '凉爽日子的暖心饮品', '涼爽日子的暖心飲品'],
        ],
        text: [
          '',
          [
            'Vuelven nuestras bebidas de otoño.\n\nCada taza se prepara al momento con fruta fresca y té de la tienda.',
            '秋季饮品回来了。\n\n每一杯都现点现做，选用新鲜水果和店内现泡的茶。',
            '秋季飲品回來了。\n\n每一杯都現點現做，選用新鮮水果和店內現泡的茶。',
          ],
        ],
      }),
    },
    {
      type: 'productSection',
      id: 'picks',
      titleKey: '',
      title: 'Seasonal picks',
      translations: tr({ title: ['Seasonal picks', ['Selección de temporada', '当季推荐', '當季推薦']] }),
      source: { type: 'category', categoryUid: systemFolder.hotSale },
      layout: 'grid',
      limit: 4,
    },
    { type: 'spacer', id: 'gap', height: 12 },
    {
      type: 'couponStrip',
      id: 'coupons',
      title: 'Coupons for your cup',
      translations: tr({
        title: ['Coupons for your cup', ['Cupones para tu taza', '饮品优惠券', '飲品優惠券']],
      }),
      templateIds: [],
      limit: 3,
    },
  ],
};

const memberBenefits: SavedCustomPage = {
  title: 'Member benefits',
  translations: tr({ title: ['Member benefits', ['Ventajas de socio', '会员权益', '會員權益']] }),
  sections: [
    {
      type: 'image',
      id: 'hero',
      imageUrl: bannerImagePath('member-day'),
      alt: 'Member day',
      translations: tr({ alt: ['Member day', ['Día del socio', '会员日', '會員日']] }),
      width: 750,
      height: 320,
      link: null,
    },
    {
      type: 'activityStrip',
      id: 'activities',
      title: 'Earn and enjoy',
      translations: tr({ title: ['Earn and enjoy', ['Gana y disfruta', '赚积分 享好礼', '賺積分 享好禮']] }),
      items: [
        { activity: 'checkIn', title: '' },
        { activity: 'pointsMall', title: '' },
        { activity: 'couponCenter', title: '' },
        { activity: 'recharge', title: '' },
      ],
    },
    {
      type: 'text',
      id: 'levels',
      title: 'Every visit counts',
      text: 'Collect points with every order and exchange them in the points mall.',
      align: 'center',
      translations: tr({
        title: ['Every visit counts', ['Cada visita cuenta', '每次光临都算数', '每次光臨都算數']],
        text: [
          '',
          [
            'Acumula puntos con cada pedido y canjéalos en la tienda de puntos.',
            '每笔订单都能积分，可在积分商城兑换好礼。',
            '每筆訂單都能積分，可在積分商城兌換好禮。',
          ],
        ],
      }),
    },
    {
      type: 'linkShortcuts',
      id: 'links',
      items: [
        {
          icon: '',
          title: 'My coupons',
          link: { type: 'named', name: 'myCoupons' },
          translations: tr({ title: ['My coupons', ['Mis cupones', '我的优惠券', '我的優惠券']] }),
        },
        {
          icon: '',
          title: 'My level',
          link: { type: 'named', name: 'memberLevel' },
          translations: tr({ title: ['My level', ['Mi nivel', '我的等级', '我的等級']] }),
        },
      ],
    },
    {
      type: 'couponStrip',
      id: 'coupons',
      title: 'Member coupons',
      translations: tr({ title: ['Member coupons', ['Cupones de socio', '会员优惠券', '會員優惠券']] }),
      templateIds: [],
      limit: 4,
    },
  ],
};

/** The demo custom pages, published, for every demo store that has none yet. */
export async function ensureDemoCustomPages(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [has] = await tx.select({ id: customPages.id }).from(customPages).limit(1);
  if (has) return;
  for (const storeId of storeIds) {
    for (const page of [autumnMenu, memberBenefits]) {
      const structure = savedCustomPage.parse(page);
      const [made] = await tx.insert(customPages).values({ storeId, createdAt: now }).returning();
      const name = `define-${made!.id}`;
      await tx
        .insert(pageStructures)
        .values({ storeId, page: name, structure, updatedAt: now, publishedAt: now });
    }
  }
}
