import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff pages command against a running server', () => {
  const suite = staffCliSuite();
  const run = (...argv: string[]) => suite.run(argv);

  it('saves a custom page from a file as a draft, publishes it, lists, shows and deletes it', async () => {
    const store = String(await insertStore(suite.t.db));
    const file = join(tmpdir(), `page-${process.pid}.json`);
    const page = { title: 'Autumn', sections: [{ type: 'spacer', id: 's', height: 8 }] };
    await writeFile(file, JSON.stringify(page));
    const saved = await run('pages', 'save', 'new', file, '--store', store);
    expect(saved.code, saved.err.join('\n')).toBe(0);
    const [, id] = /^page (\d+)\s+draft\s+Autumn {2}\/PageDefine\/(\d+)$/.exec(saved.out[0]!)!;
    expect((await run('pages', 'publish', id!, '--store', store)).out[0]).toMatch(/live\s+Autumn/);
    expect((await run('pages', 'list', '--store', store)).out).toEqual([
      saved.out[0]!.replace('draft     ', 'live      '),
    ]);
    const shown = await run('pages', 'show', id!, '--store', store);
    expect(JSON.parse(shown.out.slice(1).join('\n'))).toEqual(page);
    const tpl = await run(
      'pages',
      'template',
      'home',
      '3',
      JSON.stringify({ sections: [] }),
      '--store',
      store,
    );
    expect(tpl.out[0]).toMatch(/^home\s+live\s+template 3$/);
    expect((await run('pages', 'delete', id!, '--store', store)).out).toEqual([`define-${id} deleted`]);
  });

  it('says what is wrong with a structure, an unknown page and wrong usage', async () => {
    const store = String(await insertStore(suite.t.db));
    const bad = await run(
      'pages',
      'save',
      'new',
      '{"title":"A","sections":[{"type":"spacer","id":"s","height":0}]}',
      '--store',
      store,
    );
    expect([bad.code, bad.err.join('\n')]).toEqual([1, expect.stringMatching(/sections\.0\.height \(.*>=4/)]);
    expect((await run('pages', 'publish', '999999', '--store', store)).err.join('\n')).toContain(
      '404 CUSTOM_PAGE_NOT_FOUND',
    );
    expect((await run('pages', 'save', 'new', 'nope.json', '--store', store)).err.join('\n')).toContain(
      'Cannot read the page',
    );
    expect((await run('pages', 'list')).code).toBe(2);
    expect((await run('pages', 'fly', '--store', store)).code).toBe(2);
  });
});
