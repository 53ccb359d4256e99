import { contrastRatio } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { avatarColours } from './member-avatar.tsx';

describe('avatarColours', () => {
  it('writes every generated avatar’s initial in a colour that reads on its circle (4.5:1)', () => {
    for (let uid = 0; uid < 6; uid += 1) {
      const { background, color } = avatarColours(uid);
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
