import { describe, expect, it } from 'vitest';
import { regionChildren, regionOfDistrict, regionPath, regionText } from './regions.ts';

describe('region data', () => {
  it('lists the provinces, then a province’s cities, then a city’s districts', () => {
    const provinces = regionChildren()!;
    expect(provinces.length).toBeGreaterThan(30);
    expect(provinces).toContainEqual({ code: '310000', name: '上海市' });
    expect(regionChildren('440000')).toContainEqual({ code: '440300', name: '深圳市' });
    expect(regionChildren('440300')).toContainEqual({ code: '440305', name: '南山区' });
  });

  it('gives a municipality one city of its own name, so every region has three levels', () => {
    expect(regionChildren('310000')).toEqual([{ code: '310100', name: '上海市' }]);
    expect(regionChildren('310100')).toContainEqual({ code: '310106', name: '静安区' });
  });

  it('lets a city without districts stand for its district', () => {
    expect(regionChildren('441900')).toEqual([{ code: '441900', name: '东莞市' }]);
    expect(regionPath('440000', '441900', '441900')?.district.name).toBe('东莞市');
  });

  it('refuses an unknown parent and codes that are not one path', () => {
    expect(regionChildren('999999')).toBeNull();
    expect(regionPath('310000', '310100', '440305')).toBeNull();
    expect(regionPath('440000', '310100', '310106')).toBeNull();
    expect(regionPath('310000', '310100', '310106')).toEqual({
      province: { code: '310000', name: '上海市' },
      city: { code: '310100', name: '上海市' },
      district: { code: '310106', name: '静安区' },
    });
  });

  it('finds the region of a district code', () => {
    expect(regionOfDistrict('310115')?.district.name).toBe('浦东新区');
    expect(regionOfDistrict('000000')).toBeNull();
  });

  it('reads a region as one text without a repeated name', () => {
    expect(regionText(['上海市', '上海市', '静安区'])).toBe('上海市静安区');
    expect(regionText(['广东省', '深圳市', '南山区'])).toBe('广东省深圳市南山区');
  });
});
