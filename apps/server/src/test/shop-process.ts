import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

/** The real server (main.ts) in a process of its own, as `npm run serve` starts it. */
export interface ShopProcess {
  base: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once an HTTP request to it is answered at all (any status). */
  listening(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

const mainPath = fileURLToPath(new URL('../main.ts', import.meta.url));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts main.ts on a free port against `databaseUrl`, with a data directory of its own; `env` overrides its
 * settings (a staff token, the built web app to serve).
 */
export async function startShopProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ShopProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STAFF_TOKEN: randomBytes(16).toString('hex'),
      WEB_DIST: join(dataDir, 'no-web-build'),
      ORDER_SWEEP_SECONDS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    child,
    output: () => output,
    async listening(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
        const answered = await fetch(`${base}/wxapi/none`, { method: 'POST' }).then(
          () => true,
          () => false,
        );
        if (answered) return;
        await sleep(100);
      }
      throw new Error(`the server did not listen within ${timeoutMs} ms:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
