import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shopModules } from './index.ts';

describe('shopModules', () => {
  it('mounts every folder of modules/ once, under its folder name', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const names = shopModules.map((module) => module.name);
    expect([...names].sort()).toEqual([...folders].sort());
    expect(new Set(names).size).toBe(names.length);
  });
});
