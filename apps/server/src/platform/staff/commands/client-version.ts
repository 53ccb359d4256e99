import type { StaffClientVersionOut } from '../../../modules/service/index.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function minimumLine({ minimum }: StaffClientVersionOut): string {
  return minimum === null
    ? 'No minimum client version: every app version is served.'
    : `Minimum client version: ${minimum} (older apps are asked to upgrade).`;
}

/**
 * `client-version [show]`, `client-version set <version>`, `client-version off`: the lowest app version the chain
 * still serves (SPEC §8 'low client version'); older apps get an upgrade prompt on their next call.
 */
export const clientVersionCommand: StaffCommand = {
  name: 'client-version',
  args: '[show] | set <version> | off',
  summary: 'the minimum app version; e.g. client-version set 2024.06.14',
  async run([action = 'show', ...rest], io) {
    const path = 'client-version';
    if (action === 'show' && rest.length === 0) {
      io.out(minimumLine(await io.client.get<StaffClientVersionOut>(path)));
      return 0;
    }
    if (action === 'off' && rest.length === 0) {
      io.out(minimumLine(await io.client.put<StaffClientVersionOut>(path, { minimum: null })));
      return 0;
    }
    if (action !== 'set' || rest.length !== 1) return WRONG_USAGE;
    io.out(minimumLine(await io.client.put<StaffClientVersionOut>(path, { minimum: rest[0] })));
    return 0;
  },
};
