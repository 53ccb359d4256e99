import type { PosterKind } from '@shop/contracts';
import type { Locale } from '@shop/domain';

/**
 * The share poster's layout (issue 31, decision 080): a tree of boxes in the shape satori reads (type, props with a
 * CSS-like style and children), built from plain content so it is tested without drawing. Satori lays it out with
 * flexbox only: every box with more than one child says display:flex.
 */

/** One box, text or picture of the layout. */
export interface PosterNode {
  type: 'div' | 'img';
  props: {
    style?: Record<string, string | number>;
    children?: PosterNode | string | Array<PosterNode | string>;
    src?: string;
    width?: number;
    height?: number;
  };
}

/** A layout ready to draw: its tree and the picture's size in pixels. */
export interface PosterLayout {
  tree: PosterNode;
  width: number;
  height: number;
}

/** What a poster shows, already in the reader's language and the store's money format. */
export interface PosterContent {
  kind: PosterKind;
  locale: Locale;
  storeName: string;
  /** The sharer as others see them (masked), or '' for "a friend". */
  memberName: string;
  /** The QR code of the share link, as a data: URL. */
  qr: string;
  /** A product poster's product; absent on an invite poster. */
  product?: {
    name: string;
    /** The price as the store writes it (formatMoney with the store's currency). */
    price: string;
    /** The list price crossed out beside it, when the product is on sale. */
    listPrice?: string;
    /** The product's picture as a data: URL, or null when it has none the server can read. */
    image: string | null;
  };
}

/** The poster's own words, in the four languages of the app; {name} is the sharer. */
const words: Record<
  Locale,
  Record<'recommends' | 'invites' | 'scanProduct' | 'scanInvite' | 'friend', string>
> = {
  en: {
    recommends: '{name} recommends this to you',
    invites: '{name} invites you to join',
    scanProduct: 'Scan to view',
    scanInvite: 'Scan to join',
    friend: 'A friend',
  },
  es: {
    recommends: '{name} te recomienda esto',
    invites: '{name} te invita a unirte',
    scanProduct: 'Escanea para verlo',
    scanInvite: 'Escanea para unirte',
    friend: 'Un amigo',
  },
  'zh-CN': {
    recommends: '{name} 向你推荐',
    invites: '{name} 邀请你加入',
    scanProduct: '扫码查看',
    scanInvite: '扫码加入',
    friend: '好友',
  },
  'zh-Hant': {
    recommends: '{name} 向你推薦',
    invites: '{name} 邀請你加入',
    scanProduct: '掃碼查看',
    scanInvite: '掃碼加入',
    friend: '好友',
  },
};

/** A phone-shaped picture: 600 × 960 px, sharp on a 2× screen at 300 CSS px. */
export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 960;

const ink = '#1f2329';
const muted = '#646a73';
const accent = '#e8442e';

function box(style: Record<string, string | number>, children: PosterNode['props']['children']): PosterNode {
  // border-box: a padded poster stays the picture's size (satori's own default adds the padding to it).
  return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children } };
}

function text(style: Record<string, string | number>, value: string): PosterNode {
  return { type: 'div', props: { style, children: value } };
}

function picture(src: string, size: number, style: Record<string, string | number> = {}): PosterNode {
  return {
    type: 'img',
    props: { src, width: size, height: size, style: { width: size, height: size, ...style } },
  };
}

/** The sentence naming the sharer, "a friend" when nothing of them may be shown. */
export function sharerLine(content: Pick<PosterContent, 'kind' | 'locale' | 'memberName'>): string {
  const w = words[content.locale];
  const name = content.memberName || w.friend;
  return (content.kind === 'product' ? w.recommends : w.invites).replace('{name}', name);
}

function productPoster(content: PosterContent, product: NonNullable<PosterContent['product']>): PosterNode {
  const w = words[content.locale];
  const imageSize = 440;
  const image = product.image
    ? picture(product.image, imageSize, { borderRadius: 16, objectFit: 'cover' })
    : box({ width: imageSize, height: imageSize, borderRadius: 16, backgroundColor: '#f2f3f5' }, []);
  const prices: PosterNode[] = [text({ fontSize: 44, fontWeight: 700, color: accent }, product.price)];
  if (product.listPrice) {
    prices.push(
      text({ fontSize: 26, color: muted, textDecoration: 'line-through', marginLeft: 16 }, product.listPrice),
    );
  }
  return box(
    {
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      flexDirection: 'column',
      padding: 32,
      backgroundColor: '#ffffff',
      color: ink,
    },
    [
      text({ fontSize: 24, color: muted, marginBottom: 16 }, content.storeName),
      box({ justifyContent: 'center' }, [image]),
      text(
        { fontSize: 32, fontWeight: 700, marginTop: 20, lineHeight: 1.3, maxHeight: 84, overflow: 'hidden' },
        product.name,
      ),
      box({ alignItems: 'baseline', marginTop: 8 }, prices),
      box({ flexGrow: 1, alignItems: 'flex-end', justifyContent: 'space-between' }, [
        box({ flexDirection: 'column', flexShrink: 1, paddingRight: 16, paddingBottom: 8 }, [
          text({ fontSize: 24, color: ink, lineHeight: 1.4 }, sharerLine(content)),
          text({ fontSize: 22, color: muted, marginTop: 6 }, w.scanProduct),
        ]),
        picture(content.qr, 140, { flexShrink: 0 }),
      ]),
    ],
  );
}

function invitePoster(content: PosterContent): PosterNode {
  const w = words[content.locale];
  return box(
    {
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      flexDirection: 'column',
      alignItems: 'center',
      padding: 48,
      backgroundImage: 'linear-gradient(180deg, #ff7a45 0%, #e8442e 100%)',
      color: '#ffffff',
    },
    [
      text(
        { fontSize: 48, fontWeight: 700, marginTop: 72, textAlign: 'center', lineHeight: 1.25 },
        content.storeName,
      ),
      text({ fontSize: 30, marginTop: 28, textAlign: 'center', lineHeight: 1.4 }, sharerLine(content)),
      box(
        {
          flexDirection: 'column',
          alignItems: 'center',
          marginTop: 64,
          padding: 28,
          borderRadius: 24,
          backgroundColor: '#ffffff',
        },
        [picture(content.qr, 320), text({ fontSize: 26, color: ink, marginTop: 16 }, w.scanInvite)],
      ),
    ],
  );
}

/** The layout of a poster for its content: a product's picture, name and price, or the store's invitation. */
export function posterLayout(content: PosterContent): PosterLayout {
  const tree =
    content.kind === 'product' && content.product
      ? productPoster(content, content.product)
      : invitePoster(content);
  return { tree, width: POSTER_WIDTH, height: POSTER_HEIGHT };
}
