import type { PageLink } from '@shop/contracts';
import { detailLink, type LinkContext, type LinkTarget, namedLinkOf } from '@shop/domain';

/**
 * Where a banner, notice or shortcut of a page structure leads (SPEC §2 link rules); an unknown name leads to the
 * missing-feature page (decision 041).
 */
export function pageLinkTarget(link: PageLink, ctx: LinkContext = {}): LinkTarget | null {
  switch (link.type) {
    case 'goods':
      return detailLink({ type: 'goods', id: link.id, goodsType: link.goodsType });
    case 'category':
      return detailLink({ type: 'category', uid: link.uid, name: link.name });
    case 'page':
      return detailLink({ type: 'page', id: link.id, name: link.name });
    case 'named':
      return namedLinkOf(link.name);
    case 'url':
      return detailLink({ type: 'url', url: link.url, title: link.title }, ctx);
  }
}
