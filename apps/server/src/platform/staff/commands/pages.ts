import type { StaffPageOut } from '../../../modules/customize/index.ts';
import { jsonArgumentOr, positiveInt, readArgs, UNREADABLE } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function pageLine(p: StaffPageOut): string {
  const state = p.live ? (p.draft ? 'live+draft' : 'live') : 'draft';
  const name = p.pageId === null ? p.page : `page ${p.pageId}`;
  const template = p.templateId === null ? '' : `  template ${p.templateId}`;
  const link = p.pageId === null ? '' : `  /PageDefine/${p.pageId}`;
  return `${name.padEnd(10)}  ${state.padEnd(10)}${template}  ${p.title}${link}`.trimEnd();
}

type Action = (positionals: string[], where: Where, io: CommandIo) => Promise<number | typeof WRONG_USAGE>;
type Where = { storeId: number; templateId?: number };

const pageArg = /^(new|\d{1,9}|[A-Za-z][A-Za-z0-9_]{0,39})$/;

async function saveFrom(io: CommandIo, path: string, where: Where, source: string) {
  const structure = await jsonArgumentOr(source, 'page', io.err);
  if (structure === UNREADABLE) return 1;
  io.out(pageLine(await io.client.post<StaffPageOut>(path, { ...where, structure })));
  return 0;
}

const actions: Record<string, Action> = {
  async list(positionals, where, io) {
    if (positionals.length > 0) return WRONG_USAGE;
    const { pages } = await io.client.get<{ pages: StaffPageOut[] }>('pages', {
      storeId: String(where.storeId),
    });
    if (pages.length === 0) io.err('No saved pages: the store shows the default home.');
    for (const p of pages) io.out(pageLine(p));
    return 0;
  },
  async show([page, ...extra], where, io) {
    if (!page || extra.length > 0) return WRONG_USAGE;
    const query: Record<string, string> = { storeId: String(where.storeId) };
    if (where.templateId) query.templateId = String(where.templateId);
    const shown = await io.client.get<StaffPageOut & { structure: unknown; draftStructure: unknown }>(
      `pages/${page}`,
      query,
    );
    io.out(pageLine(shown));
    io.out(JSON.stringify(shown.draftStructure ?? shown.structure, null, 2));
    return 0;
  },
  async save([page, source, ...extra], where, io) {
    if (!page || !source || extra.length > 0) return WRONG_USAGE;
    return saveFrom(io, `pages/${page}/save`, where, source);
  },
  async template([page, templateId, source, ...extra], where, io) {
    const id = positiveInt(templateId);
    if (!page || id === null || !source || extra.length > 0) return WRONG_USAGE;
    return saveFrom(io, `pages/${page}/template`, { ...where, templateId: id }, source);
  },
  async publish([page, ...extra], where, io) {
    if (!page || extra.length > 0) return WRONG_USAGE;
    io.out(pageLine(await io.client.post<StaffPageOut>(`pages/${page}/publish`, where)));
    return 0;
  },
  async delete([page, ...extra], where, io) {
    if (!page || extra.length > 0) return WRONG_USAGE;
    const done = await io.client.post<{ page: string }>(`pages/${page}/delete`, where);
    io.out(`${done.page} deleted`);
    return 0;
  },
};

/**
 * `pages list|show|save|publish|delete|template … --store N [--template N]` (decision 040). A page is `home`, a
 * custom page's id, or `new` (save only) for a new custom page. A saved page is a draft, seen with isPreview, until
 * it is published; `template <page> <id> <file>` saves an alternative layout live at once.
 */
export const pagesCommand: StaffCommand = {
  name: 'pages',
  args: 'list | show <page> | save <page|new> <file.json> | publish <page> | delete <page> | template <page> <templateId> <file.json>  --store N [--template N]',
  summary:
    'custom pages and page layouts: save a draft, preview it (isPreview), publish; e.g. pages save new autumn.json --store 2',
  async run(args, io) {
    const [action, ...rest] = args;
    const run = action ? actions[action] : undefined;
    const read = readArgs(rest, ['--store', '--template']);
    const storeId = positiveInt(read?.options['--store']);
    if (!run || !read || storeId === null) return WRONG_USAGE;
    if (read.positionals[0] !== undefined && !pageArg.test(read.positionals[0]) && action !== 'list')
      return WRONG_USAGE;
    const templateId = positiveInt(read.options['--template']);
    if (read.options['--template'] !== undefined && templateId === null) return WRONG_USAGE;
    return run(read.positionals, templateId ? { storeId, templateId } : { storeId }, io);
  },
};
