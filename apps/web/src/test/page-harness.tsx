import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { navigate } from '../lib/router/use-route.tsx';
import { session } from '../lib/session/session.ts';
import { type Rendered, render } from './render.tsx';
import { bootStore, type Call, fakeApi, type Handler, renderWithQuery, typeInto } from './shop-harness.tsx';

/**
 * The setup every member page test repeats (files under `// @vitest-environment happy-dom`): English, store
 * 1001 from boot data, a signed-in member; after each test the page is unmounted and the member signed out.
 */

export interface PageTest {
  /** The page rendered last; throws when none is. */
  readonly view: Rendered;
  /** Every call the fake API answered since the last `api`. */
  readonly calls: Call[];
  /** Answers calls by path from now on (see `fakeApi`). */
  api(handlers: Record<string, Handler>): Call[];
  /** Navigates to `path` (with `query`) and renders `ui` there with a fresh query client. */
  render(path: string, ui: ReactNode, query?: Record<string, string>): Promise<Rendered>;
  /** Renders `ui` at the current route, with `client` when the test keeps one across mounts. */
  mount(ui: ReactNode, client?: QueryClient): Promise<Rendered>;
  el<T extends HTMLElement = HTMLElement>(testId: string): T | null;
  click(testId: string): Promise<void>;
  type(testId: string, value: string): Promise<void>;
}

export interface PageTestOptions {
  /** Runs after each test before the page is unmounted (an open dialog to answer, say). */
  beforeUnmount?: () => void;
  /** Runs after each test once the page is unmounted. */
  afterUnmount?: () => void;
}

/** Registers the hooks of a member page test and returns what its tests use. */
export function memberPageTest(options: PageTestOptions = {}): PageTest {
  let view: Rendered | null = null;
  let calls: Call[] = [];

  beforeAll(() => setLocale('en'));
  beforeEach(async () => {
    await bootStore(1001);
    session.signIn('member-token');
  });
  afterEach(() => {
    options.beforeUnmount?.();
    view?.unmount();
    view = null;
    options.afterUnmount?.();
    session.signOut();
  });

  const page: PageTest = {
    get view() {
      if (!view) throw new Error('no page rendered');
      return view;
    },
    get calls() {
      return calls;
    },
    api(handlers) {
      calls = fakeApi(handlers);
      return calls;
    },
    render(path, ui, query) {
      navigate(path, query);
      return page.mount(ui);
    },
    async mount(ui, client) {
      view = client
        ? await render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
        : await renderWithQuery(ui);
      return view;
    },
    el: <T extends HTMLElement = HTMLElement>(testId: string) =>
      page.view.container.querySelector<T>(`[data-testid="${testId}"]`),
    click: async (testId) => {
      await act(async () => page.el(testId)!.click());
    },
    type: (testId, value) => typeInto(page.el<HTMLInputElement>(testId)!, value),
  };
  return page;
}
