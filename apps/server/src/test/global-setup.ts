import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import './provided.ts';

/**
 * Migrates once per run what every API test file would otherwise migrate for each of its apps: a PGlite dump on
 * disk and, when DATABASE_URL is set, a template database. Opening a test database then costs a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'api-tests-'));
  const dumpFile = join(dir, 'pglite.tar');
  writeFileSync(dumpFile, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteDumpFile', dumpFile);

  const adminUrl = process.env.DATABASE_URL;
  const templateName = `tmpl_${process.pid}_${Date.now()}`;
  const template = adminUrl ? await createScratchDatabase(adminUrl, templateName) : null;
  if (template) {
    const database = await openDatabase({ url: template.url, poolSize: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', template ? templateName : '');

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}
