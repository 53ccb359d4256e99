// Component tests use Testing Library: render through `renderWithProviders`, find with `screen` (by role,
// label or text first), act with the returned `user` (user-event) and wait with `waitFor` / `findBy*`.
// Files that render start with `// @vitest-environment happy-dom`. See README.md here.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  type RenderHookOptions,
  type RenderHookResult,
  type RenderOptions,
  type RenderResult,
  render,
  renderHook,
} from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { I18nProvider } from '../lib/i18n/i18n-context.tsx';

// Testing Library unmounts after each test and marks the environment for act() by itself only under test
// globals, which this project does not turn on; every file that renders imports this module, so do it here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);

/** A query client for one test: no retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The query client, when a test keeps one across mounts; a fresh one otherwise. */
  client?: QueryClient;
}

export interface Rendered extends RenderResult {
  /** Acts as the shopper does (user-event), set up for this render. */
  user: UserEvent;
}

/** The providers every component expects (query client, i18n), as the app puts them around the shell. */
function providers(client: QueryClient = testQueryClient()) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <I18nProvider>{children}</I18nProvider>
      </QueryClientProvider>
    );
  };
}

/** Renders `ui` inside the app's providers. */
export function renderWithProviders(ui: ReactNode, { client, ...options }: ProviderOptions = {}): Rendered {
  const rendered: RenderResult = render(ui, { ...options, wrapper: providers(client) });
  return { user: userEvent.setup(), ...rendered };
}

/** Runs a hook in a component inside the app's providers; `rerender` gives it new props. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: Omit<RenderHookOptions<Props>, 'wrapper' | 'queries'> = {},
): RenderHookResult<Result, Props> {
  return renderHook(hook, { wrapper: providers(), ...options });
}

/** Replaces what a field holds, as the shopper does: clear it, then type the new text (none for ''). */
export async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.type(field, text);
}
