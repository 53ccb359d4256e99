import { routePaths } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  POSTER_HEIGHT,
  POSTER_WIDTH,
  type PosterContent,
  type PosterNode,
  posterLayout,
  sharerLine,
} from './poster-layout.ts';
import { enterSharePath, productPath, sharePage, shareUrl } from './qr-code.ts';

/** Every text of a tree, in order. */
function texts(node: PosterNode | string): string[] {
  if (typeof node === 'string') return [node];
  const children = node.props.children;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

/** Every picture's src of a tree. */
function pictures(node: PosterNode | string): string[] {
  if (typeof node === 'string') return [];
  const own = node.type === 'img' ? [node.props.src!] : [];
  const children = node.props.children;
  if (children === undefined) return own;
  return [...own, ...(Array.isArray(children) ? children : [children]).flatMap(pictures)];
}

/** Satori lays out flexbox only: a box with several children must say so. */
function checkFlex(node: PosterNode | string): void {
  if (typeof node === 'string') return;
  const children = node.props.children;
  if (Array.isArray(children) && children.length > 1) expect(node.props.style?.display).toBe('flex');
  if (Array.isArray(children)) children.forEach(checkFlex);
  else if (children) checkFlex(children);
}

const qr = 'data:image/png;base64,QR';
const product: PosterContent = {
  kind: 'product',
  locale: 'zh-CN',
  storeName: '甜点铺',
  memberName: '张*明',
  qr,
  product: {
    name: '草莓奶油蛋糕',
    price: '¥38.00',
    listPrice: '¥45.00',
    image: 'data:image/svg+xml;base64,IMG',
  },
};

describe('the poster layout (decision 080)', () => {
  it('draws a product with its picture, name, price, list price, the sharer and the QR code', () => {
    const layout = posterLayout(product);
    expect(layout).toMatchObject({ width: POSTER_WIDTH, height: POSTER_HEIGHT });
    expect(texts(layout.tree)).toEqual([
      '甜点铺',
      '草莓奶油蛋糕',
      '¥38.00',
      '¥45.00',
      '张*明 向你推荐',
      '扫码查看',
    ]);
    expect(pictures(layout.tree)).toEqual(['data:image/svg+xml;base64,IMG', qr]);
    checkFlex(layout.tree);
  });

  it('leaves an empty frame for a product without a picture and no list price when not on sale', () => {
    const layout = posterLayout({ ...product, product: { name: 'Tart', price: '$3.00', image: null } });
    expect(pictures(layout.tree)).toEqual([qr]);
    expect(texts(layout.tree)).not.toContain('¥45.00');
    checkFlex(layout.tree);
  });

  it('draws an invitation with the store, the sharer and the QR code, in the reader language', () => {
    const layout = posterLayout({
      kind: 'invite',
      locale: 'zh-Hant',
      storeName: 'Bakery',
      memberName: '',
      qr,
    });
    expect(texts(layout.tree)).toEqual(['Bakery', '好友 邀請你加入', '掃碼加入']);
    expect(pictures(layout.tree)).toEqual([qr]);
    checkFlex(layout.tree);
  });

  it('names the sharer in each language, "a friend" when nothing may be shown', () => {
    expect(sharerLine({ kind: 'invite', locale: 'en', memberName: 'A***e' })).toBe(
      'A***e invites you to join',
    );
    expect(sharerLine({ kind: 'product', locale: 'es', memberName: '' })).toBe('Un amigo te recomienda esto');
  });
});

describe('share links', () => {
  const env = { PUBLIC_URL: 'https://shop.example/', PORT: 3000 } as never;

  it('carry the member uid as inviterUid, on pages the app has', () => {
    expect(routePaths).toContain(enterSharePath);
    expect(routePaths).toContain(productPath);
    expect(sharePage({ kind: 'invite' }, 7)).toEqual({ path: enterSharePath, query: { inviterUid: '7' } });
    expect(shareUrl({ env }, { kind: 'product', productId: 5 }, 7)).toBe(
      'https://shop.example/#/subpackages/shopping/details?productid=5&inviterUid=7',
    );
  });
});
