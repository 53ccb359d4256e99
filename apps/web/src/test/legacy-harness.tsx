// The hand-made render helpers the component tests used before Testing Library, kept only while the last
// tests move over (see render.tsx); removed with the last of them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { I18nProvider } from '../lib/i18n/i18n-context.tsx';
import { setLocale } from '../lib/i18n/messages.ts';
import { navigate } from '../lib/router/use-route.tsx';
import { session } from '../lib/session/session.ts';
import { bootStore, type Call, fakeApi, type Handler } from './shop-harness.tsx';

export * from './shop-harness.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  root: Root;
  text: () => string;
  unmount: () => void;
}

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(<I18nProvider>{ui}</I18nProvider>));
  return {
    container,
    root,
    text: () => container.textContent ?? '',
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Clicks the button whose text is exactly `label`. */
export async function clickButton(container: HTMLElement, label: string): Promise<void> {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!button) throw new Error(`no button "${label}" in: ${container.innerHTML}`);
  await act(async () => button.click());
}

/** Renders with a fresh query client (no retries, so failures show at once). */
export function renderWithQuery(ui: ReactNode): Promise<Rendered> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** Lets fetches, promises and React updates run (real timers). */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Waits, letting React update, until `check` stops throwing (or fails after ~2 s). */
export async function eventually(check: () => void): Promise<void> {
  let last: unknown;
  for (let i = 0; i < 100; i++) {
    try {
      check();
      return;
    } catch (err) {
      last = err;
      await settle(1);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
  }
  throw last;
}

/** Types into an input the way a user does, so React's onChange runs. */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

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
