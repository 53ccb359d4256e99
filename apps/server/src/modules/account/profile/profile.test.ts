import type { CustomerAttributeWithValue, CustomerBaseInfo } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema/account/member.ts';
import { createTestApp, dbTargets, type TestApp } from '../../../test/harness.ts';
import { P, type Seeded, seedProfileStores, shopper } from './profile-test-kit.ts';

type Shopper = Awaited<ReturnType<typeof shopper>>;
type Attributes = { attributes: CustomerAttributeWithValue[] };

describe.each(dbTargets())('member profile on %s', (target) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await createTestApp(target);
    s = await seedProfileStores(t.db);
    // 2025-06-15 14:00 in Shanghai: a birthday may be today at the latest.
    t.clock.set(new Date('2025-06-15T06:00:00Z'));
  });
  afterAll(() => t.close());

  const base = async (m: Shopper) => (await m.call<CustomerBaseInfo>('GetCustomerBaseInfo')).body.Result;
  const attrs = async (m: Shopper) =>
    (await m.call<Attributes>('LoadUserCustomerAttributeWithValue')).body.Result.attributes;
  const attrValue = async (m: Shopper, id: number) => (await attrs(m)).find((a) => a.id === id)?.value;
  const save = (m: Shopper, body: object) => m.call('UpdateCustomerArchives', body);

  /** Expects a refusal with its code, status and the field's label as Name in the server's message. */
  function refused(
    res: { status: number; body: { Code: string | null; Message: string } },
    code: string,
    label = '',
  ) {
    expect(res.body.Code, JSON.stringify(res.body)).toBe(code);
    expect(res.status).toBe(code === 'PROFILE_FIELD_LOCKED' || code === 'PROFILE_FIELD_ONCE' ? 422 : 400);
    if (label) expect(res.body.Message).toContain(label);
  }

  it('answers 401 to every profile call without a session, whatever the body', async () => {
    for (const path of [
      'GetCustomerBaseInfo',
      'LoadUserCustomerAttributeWithValue',
      'UpdateCustomerArchives',
    ]) {
      const res = await t.call(`${P}${path}`, {}, { headers: { 'x-store-id': String(s.hqId) } });
      expect(res.status, path).toBe(401);
      expect(res.body.Code).toBe('NOT_LOGGED_IN');
    }
  });

  it("gives the session's member's fields with the headquarters' rules, also when called from a branch", async () => {
    const m = await shopper(t, s.branchId);
    const info = await base(m);
    expect(info).toMatchObject({ name: '', gender: 0, birthday: '', email: '', photoPath: null });
    expect(info.fields.name).toEqual({
      label: '姓名',
      required: true,
      locked: false,
      onceOnly: false,
      isSet: false,
    });
    expect(info.fields.className).toMatchObject({ label: '班级', locked: true });
    expect(info.fields.birthday).toMatchObject({ label: '生日', onceOnly: true, isSet: false });
    expect(info.fields.email).toMatchObject({ required: false, locked: false, onceOnly: false });
    const list = await attrs(m);
    expect(list.map((a) => a.label)).toEqual([
      '喜欢的饮品',
      '过敏说明',
      '每周杯数',
      '会员卡号',
      '开卡门店',
      '纪念日',
      '紧急联系电话',
    ]);
    expect(list[0]).toMatchObject({
      type: 'select',
      options: ['奶茶', '果茶'],
      value: '',
      setAt: null,
      isSet: false,
    });
    expect(list[3]).toMatchObject({ onceOnly: true });
    expect(list[4]).toMatchObject({ locked: true });
  });

  it('saves built-in fields and attributes together, and reads them back', async () => {
    const m = await shopper(t, s.hqId);
    const res = await save(m, {
      name: '  王小明 ',
      gender: 1,
      birthday: '1990-02-28',
      email: 'Ming@Example.com',
      contactAddress: '静安区南京西路 1 号',
      studentNo: 'S-001',
      attributes: [
        { id: s.attr.drink, value: '果茶' },
        { id: s.attr.cups, value: '3.5' },
        { id: s.attr.phone, value: '+86 139 0000 1111' },
        { id: s.attr.day, value: '2030-05-20' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = await base(m);
    expect(info).toMatchObject({
      name: '王小明',
      gender: 1,
      birthday: '1990-02-28',
      email: 'ming@example.com',
      contactAddress: '静安区南京西路 1 号',
      studentNo: 'S-001',
    });
    expect(info.fields.birthday.isSet).toBe(true);
    const list = await attrs(m);
    const byId = new Map(list.map((a) => [a.id, a]));
    expect(byId.get(s.attr.drink)).toMatchObject({
      value: '果茶',
      isSet: true,
      setAt: t.clock.now().getTime(),
    });
    expect(byId.get(s.attr.cups)?.value).toBe('3.5');
    expect(byId.get(s.attr.phone)?.value).toBe('13900001111');
    // An empty value clears a field that is neither required nor once-only.
    expect((await save(m, { email: '', attributes: [{ id: s.attr.drink, value: '' }] })).status).toBe(200);
    expect((await base(m)).email).toBe('');
    expect(await attrValue(m, s.attr.drink)).toBe('');
  });

  it('lets the session alone decide whose profile is read and written', async () => {
    const a = await shopper(t, s.hqId);
    const b = await shopper(t, s.hqId);
    await save(a, { name: 'Alice', attributes: [{ id: s.attr.note, value: 'peanuts' }] });
    await save(b, { name: 'Bob' });
    expect((await base(a)).name).toBe('Alice');
    expect((await base(b)).name).toBe('Bob');
    expect(await attrValue(b, s.attr.note)).toBe('');
    // Nothing in a request names a member: fields that would are unknown and refused.
    for (const body of [
      { uid: a.memberId, name: 'Mallory' },
      { memberId: a.memberId, name: 'Mallory' },
    ]) {
      expect((await save(b, body)).body.Code).toBe('BAD_REQUEST');
    }
    expect((await b.call('GetCustomerBaseInfo', { uid: a.memberId })).status).toBe(400);
    const [rowA] = await t.db.select().from(members).where(eq(members.id, a.memberId));
    expect(rowA?.name).toBe('Alice');
  });

  it('refuses to empty a required field, named by its label, and writes nothing', async () => {
    const m = await shopper(t, s.hqId);
    await save(m, { name: 'Ann' });
    refused(await save(m, { name: '   ', email: 'ann@example.com' }), 'PROFILE_FIELD_REQUIRED', '请填写姓名');
    expect(await base(m)).toMatchObject({ name: 'Ann', email: '' });
  });

  it("refuses to save anything while another chain's required attribute is left empty", async () => {
    const m = await shopper(t, s.otherHqId);
    refused(await save(m, { name: 'Bea' }), 'PROFILE_FIELD_REQUIRED', '请填写别家的字段');
    expect((await save(m, { name: 'Bea', attributes: [{ id: s.otherAttr, value: 'x' }] })).status).toBe(200);
    expect((await save(m, { email: 'bea@example.com' })).status).toBe(200);
  });

  it.each([
    ['an email', { email: 'not-an-email' }, '邮箱'],
    ['a birthday tomorrow', { birthday: '2025-06-16' }, '生日'],
    ['a birthday that never was', { birthday: '2023-02-29' }, '生日'],
    ['a name of 31 characters', { name: 'x'.repeat(31) }, '姓名'],
    ['a name with a line break', { name: 'a\nb' }, '姓名'],
    ['a select value not offered', { attributes: [{ idKey: 'drink', value: '咖啡' }] }, '喜欢的饮品'],
    ['a number', { attributes: [{ idKey: 'cups', value: '1e3' }] }, '每周杯数'],
    ['a phone', { attributes: [{ idKey: 'phone', value: '12345' }] }, '紧急联系电话'],
    ['a date', { attributes: [{ idKey: 'day', value: '2030-13-01' }] }, '纪念日'],
    [
      'a text over its length',
      { attributes: [{ idKey: 'note', value: '一二三四五六七八九十十' }] },
      '过敏说明',
    ],
  ])(
    'refuses %s as PROFILE_FIELD_INVALID and keeps the valid fields sent with it unsaved',
    async (_l, bad, label) => {
      const m = await shopper(t, s.hqId);
      const attributes = (
        bad as { attributes?: Array<{ idKey: keyof Seeded['attr']; value: string }> }
      ).attributes?.map((a) => ({ id: s.attr[a.idKey], value: a.value }));
      const body = { ...bad, ...(attributes ? { attributes } : {}), contactAddress: 'kept?' };
      refused(await save(m, { name: 'Cat', ...body }), 'PROFILE_FIELD_INVALID', `${label}格式不正确`);
      expect((await base(m)).contactAddress).toBe('');
    },
  );

  it('refuses a gender other than 0, 1 or 2 at the contract', async () => {
    const m = await shopper(t, s.hqId);
    expect((await save(m, { gender: 3 })).body.Code).toBe('BAD_REQUEST');
  });

  it('keeps locked fields as they are, though the same value may be sent back', async () => {
    const m = await shopper(t, s.hqId);
    await t.db.update(members).set({ name: 'Dan', className: '三班' }).where(eq(members.id, m.memberId));
    refused(await save(m, { className: '四班' }), 'PROFILE_FIELD_LOCKED', '班级不可修改');
    refused(await save(m, { className: '' }), 'PROFILE_FIELD_LOCKED', '班级');
    refused(
      await save(m, { attributes: [{ id: s.attr.branch, value: '静安' }] }),
      'PROFILE_FIELD_LOCKED',
      '开卡门店',
    );
    expect((await save(m, { className: ' 三班 ', email: 'dan@example.com' })).status).toBe(200);
    expect(await base(m)).toMatchObject({ className: '三班', email: 'dan@example.com' });
  });

  it('lets once-only fields be set once, then never changed nor cleared', async () => {
    const m = await shopper(t, s.hqId);
    const first = { name: 'Eve', birthday: '2000-01-01', attributes: [{ id: s.attr.card, value: 'A-1' }] };
    expect((await save(m, first)).status).toBe(200);
    expect((await save(m, first)).status).toBe(200);
    refused(await save(m, { birthday: '2000-01-02' }), 'PROFILE_FIELD_ONCE', '生日只能设置一次');
    refused(await save(m, { birthday: '' }), 'PROFILE_FIELD_ONCE', '生日');
    refused(
      await save(m, { attributes: [{ id: s.attr.card, value: 'B-2' }] }),
      'PROFILE_FIELD_ONCE',
      '会员卡号',
    );
    expect((await base(m)).fields.birthday).toMatchObject({ onceOnly: true, isSet: true });
    expect(await attrValue(m, s.attr.card)).toBe('A-1');
  });

  it("answers 404 for another chain's attribute or an unknown one, and refuses a repeated one", async () => {
    const m = await shopper(t, s.hqId);
    for (const id of [s.otherAttr, 2_000_000_000]) {
      const res = await save(m, { name: 'Fay', attributes: [{ id, value: 'x' }] });
      expect(res.status).toBe(404);
      expect(res.body.Code).toBe('NOT_FOUND');
    }
    const twice = [
      { id: s.attr.note, value: 'a' },
      { id: s.attr.note, value: 'b' },
    ];
    expect((await save(m, { attributes: twice })).body.Code).toBe('BAD_REQUEST');
    expect((await base(m)).name).toBe('');
  });
});
