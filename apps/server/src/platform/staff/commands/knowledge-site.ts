import type { StaffKnowledgeSiteOut } from '../../../modules/customize/index.ts';
import { positiveInt, readArgs } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function print(io: CommandIo, site: StaffKnowledgeSiteOut) {
  io.out(
    site.host
      ? `Store ${site.storeId} knowledge site: https://${site.host}/`
      : `Store ${site.storeId} has no knowledge site (the knowledge shop is not offered).`,
  );
}

/**
 * `knowledge-site show --store N`, `knowledge-site set <host> --store N`, `knowledge-site off --store N`: the host
 * of the store's knowledge site, which pages/college/college shows with the store id (decision 041).
 */
export const knowledgeSiteCommand: StaffCommand = {
  name: 'knowledge-site',
  args: 'show | set <host> | off  --store N',
  summary:
    "the store's knowledge site for the college page; e.g. knowledge-site set learn.example.com --store 2",
  async run(args, io) {
    const read = readArgs(args, ['--store']);
    const storeId = positiveInt(read?.options['--store']);
    if (!read || !storeId) return WRONG_USAGE;
    const [action = 'show', host, ...rest] = read.positionals;
    if (rest.length > 0) return WRONG_USAGE;
    const path = 'customize/knowledge-site';
    if (action === 'show' && !host) {
      print(io, await io.client.get<StaffKnowledgeSiteOut>(path, { storeId: String(storeId) }));
      return 0;
    }
    if (action === 'off' && !host) {
      print(io, await io.client.put<StaffKnowledgeSiteOut>(path, { storeId, host: null }));
      return 0;
    }
    if (action !== 'set' || !host) return WRONG_USAGE;
    print(io, await io.client.put<StaffKnowledgeSiteOut>(path, { storeId, host }));
    return 0;
  },
};
