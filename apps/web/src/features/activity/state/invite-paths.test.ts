import { describe, expect, it } from 'vitest';
import { enterShareLink } from './invite-paths.ts';

describe('enterShareLink', () => {
  it('points at the landing page with the inviter uid on the app path', () => {
    expect(enterShareLink('https://shop.example', '/m/index.html', 42)).toBe(
      'https://shop.example/m/index.html#/subpackages/actions/invitation/enterShare?inviterUid=42',
    );
  });
});
