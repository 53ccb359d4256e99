import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/demo-data/demo-fixture.ts';
import { categories } from '../../../db/schema/catalog.ts';
import { staffCliSuite } from '../cli-test-kit.ts';
import { fieldValues } from './translations.ts';

describe('translate arguments', () => {
  it('reads field=value pairs, an empty value as a removal and a bracketed value as a list', () => {
    expect(fieldValues(['name=珍珠奶茶', 'description=Té = rico'])).toEqual({
      name: '珍珠奶茶',
      description: 'Té = rico',
    });
    expect(fieldValues(['name='])).toEqual({ name: null });
    expect(fieldValues(['benefits=["免运费","生日礼"]'])).toEqual({ benefits: ['免运费', '生日礼'] });
    expect(fieldValues(['name'])).toBeNull();
    expect(fieldValues(['=x'])).toBeNull();
    expect(fieldValues(['benefits=[oops'])).toBeNull();
  });
});

describe('translations against a running server', () => {
  const suite = staffCliSuite({ seed: async (db) => void (await seedDemo(db)) });

  async function run(argv: string[]) {
    const { code, out, err } = await suite.run(argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  async function milkTeaId(): Promise<number> {
    const [row] = await suite.t.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.name, 'Milk Tea')))
      .limit(1);
    return row!.id;
  }

  it('shows and writes the translations of a row', async () => {
    const id = String(await milkTeaId());
    const shown = await run(['translations', 'category', id]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('base     name: Milk Tea');
    expect(shown.out).toContain('zh-Hant  name: 奶茶');
    const written = await run(['translate', 'category', id, 'es', 'name=Tés con leche']);
    expect(written.code).toBe(0);
    expect(written.out).toContain('es       name: Tés con leche');
    expect((await run(['translations', 'list'])).out).toContain('product: name, description, specifications');
  });

  it('reports a refused write and a wrong usage', async () => {
    const id = String(await milkTeaId());
    const refused = await run(['translate', 'category', id, 'es', 'colour=rojo']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('BAD_REQUEST');
    expect((await run(['translate', 'category', id, 'fr', 'name=Thé'])).code).toBe(2);
    expect((await run(['translate', 'category', id, 'es'])).err).toContain('Usage');
    expect((await run(['translations', 'category', id, 'extra'])).code).toBe(2);
  });

  it('lists every record of an entity with its id', async () => {
    const listed = await run(['translations', 'category']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`category ${await milkTeaId()}\n  base     name: Milk Tea`);
  });
});
