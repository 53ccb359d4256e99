import type { StaffTabBarOut } from '../../../modules/customize/index.ts';
import { jsonArgumentOr, positiveInt, readArgs, UNREADABLE } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

type Tab = NonNullable<StaffTabBarOut['tabs']>[number];

function tabWord(tab: Tab): string {
  const base = tab.kind === 'page' ? `page:${tab.pageId}` : tab.kind;
  return tab.label ? `${base} "${tab.label}"` : base;
}

function print(io: CommandIo, bar: StaffTabBarOut) {
  const tabs = bar.tabs ?? bar.defaultTabs.map((kind) => ({ kind }) as Tab);
  const which = bar.tabs ? 'its own' : 'the default';
  io.out(`Store ${bar.storeId} tab bar (${which}): ${tabs.map(tabWord).join(' | ')}`);
}

/** `page:<id>:<label>` or a kind name as a saved tab; the server checks the kinds and the whole bar. */
function tabOf(word: string): Tab {
  const page = /^page:(\d+):(.+)$/.exec(word);
  if (page) return { kind: 'page', pageId: Number(page[1]), label: page[2]! };
  return { kind: word as Tab['kind'] };
}

/** The tabs of `set`: one JSON argument ({ "tabs": [...] }, with translations) or the tabs as words. */
async function tabsOf(words: string[], io: CommandIo): Promise<unknown> {
  if (words.length === 1 && /^\s*\{|\.json$/.test(words[0]!)) {
    const bar = await jsonArgumentOr(words[0]!, 'tab bar', io.err);
    return bar === UNREADABLE ? UNREADABLE : (bar as { tabs?: unknown }).tabs;
  }
  return words.map(tabOf);
}

/**
 * `tabbar show --store N`, `tabbar set --store N <tab>…` (home, category, cart, order, me, couponCenter,
 * pointsMall, checkIn, page:<pageId>:<label>; or one JSON file/text {"tabs":[…]} with translated labels),
 * `tabbar reset --store N`: the store's tab bar (decision 041).
 */
export const tabBarCommand: StaffCommand = {
  name: 'tabbar',
  args: 'show | set <tab>… | set <file|json> | reset  --store N',
  summary: 'show or choose the tabs (2–5) of a store; e.g. tabbar set --store 1 home category cart order me',
  async run(args, io) {
    const read = readArgs(args, ['--store']);
    const storeId = positiveInt(read?.options['--store']);
    if (!read || !storeId) return WRONG_USAGE;
    const [action = 'show', ...rest] = read.positionals;
    if (action === 'show' && rest.length === 0) {
      print(io, await io.client.get<StaffTabBarOut>('customize/tab-bar', { storeId: String(storeId) }));
      return 0;
    }
    if (action === 'reset' && rest.length === 0) {
      print(io, await io.client.put<StaffTabBarOut>('customize/tab-bar', { storeId, tabs: null }));
      return 0;
    }
    if (action !== 'set' || rest.length === 0) return WRONG_USAGE;
    const tabs = await tabsOf(rest, io);
    if (tabs === UNREADABLE) return 1;
    print(io, await io.client.put<StaffTabBarOut>('customize/tab-bar', { storeId, tabs }));
    return 0;
  },
};
