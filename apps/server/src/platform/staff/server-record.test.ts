import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';
import { createTestApp, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { runStaffCli } from './cli-runner.ts';
import { findStaffServer, removeServerRecord, serverRecordPath, writeServerRecord } from './server-record.ts';

const repoData = fileURLToPath(new URL('../../../../../data', import.meta.url));

/** Runs the CLI as `npm run staff` does, with only these variables set. */
async function cli(argv: string[], vars: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCli(argv, {
    env: readEnv(vars),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err: err.join('\n') };
}

describe('how the staff CLI finds the running server', () => {
  let t: TestApp;
  let url: string;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = await mkdtemp(join(tmpdir(), 'staff-cli-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("uses the repository's data folder when DATA_DIR is unset, wherever the command starts", () => {
    expect(readEnv({}).dataDir).toBe(repoData);
    expect(readEnv({ DATA_DIR: '/srv/shop' }).dataDir).toBe('/srv/shop');
  });

  it('reaches a server on any port through the token and address it left in DATA_DIR', async () => {
    await writeFile(join(dir, 'staff-token'), `${TEST_STAFF_TOKEN}\n`);
    await writeServerRecord({ dataDir: dir }, { url, pid: 4242 });
    expect(await findStaffServer({ dataDir: dir })).toEqual({ ok: true, url, token: TEST_STAFF_TOKEN });
    const listed = await cli(['orders'], { DATA_DIR: dir });
    expect(listed).toMatchObject({ code: 0, out: [] });
    expect(listed.err).toBe('No orders.');
    // What is set wins over what was found.
    expect(await findStaffServer({ dataDir: dir, STAFF_URL: 'http://shop.local:8080' })).toMatchObject({
      url: 'http://shop.local:8080',
    });
    expect(await findStaffServer({ dataDir: dir, STAFF_TOKEN: 'given-token-0123456789' })).toMatchObject({
      token: 'given-token-0123456789',
    });
  });

  it('says exactly what to set when there is no token', async () => {
    const empty = join(dir, 'elsewhere');
    const res = await cli(['orders'], { DATA_DIR: empty });
    expect(res.code).toBe(2);
    expect(res.err).toContain(`${join(empty, 'staff-token')} does not exist`);
    expect(res.err).toContain("DATA_DIR=<the server's DATA_DIR> npm run staff");
    expect(res.err).toContain('STAFF_TOKEN=<the staff token> npm run staff');
    expect(res.err).toContain('Set STAFF_URL too if the server is not at http://localhost:3000.');
    expect(res.err).not.toContain('start the server once');
  });

  it("removes the record when the server stops, but not another server's", async () => {
    await writeServerRecord({ dataDir: dir }, { url, pid: 4242 });
    await removeServerRecord({ dataDir: dir }, 99);
    expect(JSON.parse(await readFile(serverRecordPath({ dataDir: dir }), 'utf8'))).toEqual({
      url,
      pid: 4242,
    });
    await removeServerRecord({ dataDir: dir }, 4242);
    expect((await findStaffServer({ dataDir: dir })).url).toBe('http://localhost:3000');
  });
});
