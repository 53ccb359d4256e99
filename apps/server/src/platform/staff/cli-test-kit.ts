import {
  createTestApp,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
  type TestAppOptions,
} from '../../test/harness.ts';
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

export interface StaffCliSuite {
  t: TestApp;
  /** Runs a staff CLI command against the suite's server (see staffCli). */
  run(argv: string[], token?: string | null): Promise<CliRun>;
}

/** What a staff CLI suite starts from: a test app listening on a free port, for the CLI to call over HTTP. */
export function staffCliSuite(opts: TestAppOptions = {}): StaffCliSuite {
  return suiteWorld(async () => {
    const t = await createTestApp('pglite', opts);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return { t, run: (argv: string[], token?: string | null) => staffCli(url, argv, token) };
  });
}
