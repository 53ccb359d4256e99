import { writeFile } from 'node:fs/promises';
import type { StaffSceneOut } from '../../../modules/customize/index.ts';
import { positiveInt, readArgs } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function print(io: CommandIo, scene: StaffSceneOut) {
  const query = new URLSearchParams(scene.query).toString();
  const until = scene.expiresAt ? `until ${scene.expiresAt}` : 'no expiry';
  io.out(
    `Scene ${scene.sceneId}: store ${scene.storeId} ${scene.page}${query ? `?${query}` : ''} (${until})`,
  );
  io.out(`Address: ${scene.url}`);
}

/** `key=value` words as a query; null when one is not of that form. */
function queryOf(words: string[]): Record<string, string> | null {
  const query: Record<string, string> = {};
  for (const word of words) {
    const at = word.indexOf('=');
    if (at <= 0) return null;
    query[word.slice(0, at)] = word.slice(at + 1);
  }
  return query;
}

async function saveSvg(io: CommandIo, file: string | undefined, scene: StaffSceneOut) {
  if (!file) return;
  await writeFile(file, scene.svg);
  io.out(`QR code written to ${file}`);
}

/**
 * `scene create --store N <page> [key=value…] [--days D] [--svg file.svg]`: stores a page under a short scene id
 * for a printed or mini-program code (GenWxaCodeScene, decision 041), prints its address and writes its QR code;
 * `scene show <sceneId> [--svg file.svg]`: where a code leads.
 */
export const sceneCommand: StaffCommand = {
  name: 'scene',
  args: 'create --store N <page> [key=value…] [--days D] [--svg file] | show <sceneId> [--svg file]',
  summary: 'make or read a scene code; e.g. scene create --store 2 /subpackages/shopping/details productid=5',
  async run(args, io) {
    const read = readArgs(args, ['--store', '--days', '--svg']);
    if (!read) return WRONG_USAGE;
    const [action, first, ...rest] = read.positionals;
    const svg = read.options['--svg'];
    if (action === 'show' && first && rest.length === 0) {
      const scene = await io.client.get<StaffSceneOut>(`customize/scenes/${encodeURIComponent(first)}`);
      print(io, scene);
      await saveSvg(io, svg, scene);
      return 0;
    }
    const storeId = positiveInt(read.options['--store']);
    const days = read.options['--days'];
    const query = queryOf(rest);
    if (action !== 'create' || !first || !storeId || !query) return WRONG_USAGE;
    if (days !== undefined && !positiveInt(days)) return WRONG_USAGE;
    const scene = await io.client.post<StaffSceneOut>('customize/scenes', {
      storeId,
      page: first,
      query,
      expiresInDays: days ? Number(days) : undefined,
    });
    print(io, scene);
    await saveSvg(io, svg, scene);
    return 0;
  },
};
