import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database on the server `adminUrl` points at, for a test file or a bench run that must
 * not share tables with anything else; `drop()` removes it, closing whatever connections are still open.
 * `name` (and `template`, a database to copy instead of the server's empty one) must be plain identifiers (letters,
 * digits, underscores).
 */
export async function createScratchDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<ScratchDatabase> {
  for (const id of template ? [name, template] : [name])
    if (!/^[a-z_][a-z0-9_]*$/.test(id)) throw new Error(`not a plain database name: ${id}`);
  await onServer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
