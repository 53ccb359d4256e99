import { TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { runStaffCli } from './cli-runner.ts';

/** What one `npm run staff` command printed, line by line, and its exit code. */
export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

/**
 * Runs a staff CLI command against the server listening at `url`, as `npm run staff` would, with the test staff
 * token unless another (or null: none) is given. No data directory, so no kept token is read by mistake.
 */
export async function staffCli(
  url: string,
  argv: string[],
  token: string | null = TEST_STAFF_TOKEN,
): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCli(argv, {
    env: { STAFF_URL: url, STAFF_TOKEN: token ?? undefined, dataDir: '/nonexistent-staff-cli-dir' },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err };
}
