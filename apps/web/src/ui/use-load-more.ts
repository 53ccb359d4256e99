import { useEffect, useRef, useState } from 'react';

/**
 * Infinite scrolling: returns a ref for an element placed after the last row; `onReach` runs when that element
 * comes within `margin` of the viewport while `enabled` (there is a next page and none is loading). The
 * observer is made again whenever `enabled` turns on, so a sentinel still in view after a short page asks for
 * the following page at once instead of waiting for a scroll.
 */
export function useLoadMore(onReach: () => void, enabled: boolean, margin = '400px') {
  const [node, setNode] = useState<Element | null>(null);
  const reach = useRef(onReach);
  reach.current = onReach;

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reach.current();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, margin]);

  return setNode;
}

/** The part of an infinite query (TanStack) that paging on scroll reads. */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * useLoadMore for an infinite query: asks for the next page while there is one, none is loading and the last
 * one did not fail (a failed page waits for the shopper's retry instead of being asked for again and again).
 */
export function useNextPageOnReach(list: PagedList) {
  const enabled = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  return useLoadMore(() => void list.fetchNextPage(), enabled);
}
