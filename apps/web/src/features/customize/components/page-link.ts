import type { PageLink } from '@shop/contracts';
import { detailLink, type LinkContext, type LinkTarget, namedLinkOf } from '@shop/domain';
import { storeSnapshot } from '../../store/index.ts';

/** The current store's link context: its id, and its knowledge site, whose links open the college page. */
export function storeLinkContext(): LinkContext {
  const { storeId, info } = storeSnapshot();
  const host = info?.settings.knowledgeHost;
  return { storeId: storeId ?? undefined, knowledgeHosts: host ? [host] : [] };
}

/**
 * Where a banner, notice or shortcut of a page structure leads (SPEC §2 link rules); an unknown name leads to the
 * missing-feature page (decision 041). A url of the store's knowledge site opens the college page.
 */
export function pageLinkTarget(link: PageLink, ctx: LinkContext = storeLinkContext()): LinkTarget | null {
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
