import type { Query } from '@shop/domain';
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';
import type { Route } from './location.ts';
import { createRouter, type Router, type RouterWindow } from './router.ts';

/** A window stand-in for module evaluation outside a browser (unit tests, tooling). */
function detachedWindow(): RouterWindow {
  let hash = '';
  let state: unknown = null;
  return {
    location: {
      get hash() {
        return hash;
      },
    },
    history: {
      get state() {
        return state;
      },
      pushState: (s, _u, url) => {
        state = s;
        hash = url;
      },
      replaceState: (s, _u, url) => {
        state = s;
        hash = url;
      },
      back: () => undefined,
    },
    addEventListener: () => undefined,
  };
}

/** The app's router. */
export const router: Router = createRouter(typeof window === 'undefined' ? detachedWindow() : window);

export const navigate = router.navigate;
export const redirect = router.redirect;
export const back = router.back;

/** The current page path and query; re-renders on every change. */
export function useRoute(): Route {
  return useSyncExternalStore(router.subscribe, router.current, router.current);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  query?: Query;
  /** Replace the current page instead of stacking (always the case for tab pages). */
  replace?: boolean;
};

/** An anchor to an app page: a real href (open in new tab works), navigation through the router on click. */
export function Link({ to, query, replace, onClick, children, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    (replace ? redirect : navigate)(to, query);
  };
  return (
    <a href={router.href(to, query)} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
