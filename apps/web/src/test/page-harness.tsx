import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { navigate } from '../lib/router/use-route.tsx';
import { session } from '../lib/session/session.ts';
import { type Rendered, renderWithProviders } from './render.tsx';
import { bootStore, type Call, fakeApi, type Handler } from './shop-harness.tsx';

/**
 * The setup every member page test repeats (files under `// @vitest-environment happy-dom`): English, store
 * 1001 from boot data, a signed-in member; after each test the page is unmounted and the member signed out.
 * The page is then met through Testing Library's `screen` and the returned `user`.
 */

export interface PageTest {
  /** Every call the fake API answered since the last `api`. */
  readonly calls: Call[];
  /** Answers calls by path from now on (see `fakeApi`). */
  api(handlers: Record<string, Handler>): Call[];
  /** Navigates to `path` (with `query`) and renders `ui` there with a fresh query client. */
  render(path: string, ui: ReactNode, query?: Record<string, string>): Rendered;
}

export interface PageTestOptions {
  /** Runs after each test before the page is unmounted (an open dialog to answer, say). */
  beforeUnmount?: () => void;
  /** Runs after each test once the page is unmounted. */
  afterUnmount?: () => void;
}

/** Registers the hooks of a member page test and returns what its tests use. */
export function memberPageTest(options: PageTestOptions = {}): PageTest {
  let calls: Call[] = [];

  beforeAll(() => setLocale('en'));
  beforeEach(async () => {
    await bootStore(1001);
    session.signIn('member-token');
  });
  afterEach(() => {
    options.beforeUnmount?.();
    cleanup();
    options.afterUnmount?.();
    session.signOut();
  });

  return {
    get calls() {
      return calls;
    },
    api(handlers) {
      calls = fakeApi(handlers);
      return calls;
    },
    render(path, ui, query) {
      navigate(path, query);
      return renderWithProviders(ui);
    },
  };
}
