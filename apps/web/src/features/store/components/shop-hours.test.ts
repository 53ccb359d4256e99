import { describe, expect, it } from 'vitest';
import { telHref, weekdayName, weekHours, zoneDiffers, zoneOffsetLabel } from './shop-hours.ts';

describe('shop hours', () => {
  it('lays the week out from Monday, with closed days empty and whole days marked', () => {
    const week = weekHours([
      { weekday: 1, open: '07:30', close: '20:00' },
      { weekday: 6, open: '10:00', close: '14:00' },
      { weekday: 6, open: '17:00', close: '22:00' },
      { weekday: 7, open: '00:00', close: '24:00' },
    ]);
    expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0]).toEqual({ weekday: 1, spans: ['07:30–20:00'], allDay: false });
    expect(week[1]).toEqual({ weekday: 2, spans: [], allDay: false });
    expect(week[5]!.spans).toEqual(['10:00–14:00', '17:00–22:00']);
    expect(week[6]!.allDay).toBe(true);
  });

  it('names weekdays in the reader’s language, Monday first', () => {
    expect(weekdayName(1, 'en-US')).toBe('Monday');
    expect(weekdayName(7, 'es')).toBe('domingo');
    expect(weekdayName(3, 'zh-CN')).toBe('星期三');
  });

  it('tells whether the store’s clock reads differently from the device’s', () => {
    const at = new Date('2024-06-01T02:00:00Z');
    expect(zoneOffsetLabel('Asia/Shanghai', 'en-US', at)).toBe('GMT+8');
    expect(zoneDiffers('Asia/Shanghai', 'Asia/Shanghai', at)).toBe(false);
    expect(zoneDiffers('Asia/Shanghai', 'Asia/Taipei', at)).toBe(false);
    expect(zoneDiffers('Asia/Shanghai', 'Europe/Madrid', at)).toBe(true);
  });

  it('keeps only digits and a leading plus in a tel: link', () => {
    expect(telHref('021-6288 1618')).toBe('tel:02162881618');
    expect(telHref('+86 (21) 6288-1618')).toBe('tel:+862162881618');
    expect(telHref('400+820')).toBe('tel:400820');
  });
});
