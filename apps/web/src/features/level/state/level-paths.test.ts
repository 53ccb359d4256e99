import { describe, expect, it } from 'vitest';
import { inviteLink, queryId } from './level-paths.ts';

describe('upgrade invitation links', () => {
  it('points at the invitation page of the app, with the inviter and the level', () => {
    expect(inviteLink('https://shop.example', '/', 42, 3)).toBe(
      'https://shop.example/#/subpackages/account/invitePayUpgrade?inviterUid=42&categoryId=3',
    );
    expect(inviteLink('https://shop.example', '/m/index.html', 7, 12)).toBe(
      'https://shop.example/m/index.html#/subpackages/account/invitePayUpgrade?inviterUid=7&categoryId=12',
    );
  });

  it('reads only positive whole ids from a link', () => {
    expect(queryId('42')).toBe(42);
    expect(queryId('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', '007', 'abc', '2147483648', '12345678901'])
      expect(queryId(bad), String(bad)).toBeNull();
  });
});
