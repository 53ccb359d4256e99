import { locales, maxTabs, tabBarProblem, tabKinds } from '@shop/domain';
import { z } from 'zod';
import { field } from '../wire/endpoint.ts';

/** A tab's own label, short enough for the bar; store text, translated like the store's (decision 020). */
const tabLabel = z.string().trim().min(1).max(16);

/** A tab as a store saves it (decision 041): a page kind, a custom page's id, a label of its own if any. */
export const savedTab = z.strictObject({
  kind: z.enum(tabKinds),
  pageId: field.id.optional(),
  label: tabLabel.optional(),
  translations: z.partialRecord(z.enum(locales), z.strictObject({ label: tabLabel })).optional(),
});
export type SavedTabInput = z.infer<typeof savedTab>;

/** A store's tab bar as saved: 2–5 tabs, no page twice. */
export const savedTabBar = z
  .strictObject({ tabs: z.array(savedTab).max(maxTabs + 5) })
  .superRefine((bar, ctx) => {
    const problem = tabBarProblem(bar.tabs);
    if (problem) ctx.addIssue({ code: 'custom', path: ['tabs'], message: problem });
  });
export type SavedTabBar = z.infer<typeof savedTabBar>;

/**
 * A tab as the client draws it: the page it opens and the label in the reader's locale, or null for the kind's
 * own translated name.
 */
export const tabBarTab = z.object({
  kind: z.enum(tabKinds),
  path: z.string(),
  query: z.record(z.string(), z.string()),
  label: z.string().nullable(),
});
export type TabBarTab = z.infer<typeof tabBarTab>;
