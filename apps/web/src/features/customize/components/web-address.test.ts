import { describe, expect, it } from 'vitest';
import { collegeUrl, isHostOf, safeWebUrl } from './web-address.ts';

describe('web addresses', () => {
  it('frames only http and https addresses', () => {
    expect(safeWebUrl('https://example.com/a?b=1')?.href).toBe('https://example.com/a?b=1');
    expect(safeWebUrl('http://example.com')?.host).toBe('example.com');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'example.com',
      '',
      undefined,
    ]) {
      expect(safeWebUrl(bad), String(bad)).toBeNull();
    }
  });

  it("tells the knowledge site's host and subdomains from look-alikes", () => {
    expect(isHostOf('learn.example.com', 'example.com')).toBe(true);
    expect(isHostOf('EXAMPLE.com', 'example.com')).toBe(true);
    expect(isHostOf('evilexample.com', 'example.com')).toBe(false);
  });

  it("builds the college address from the link or the site's home, with the store and college parameters", () => {
    const own = collegeUrl('learn.example.com', 4, { url: 'https://learn.example.com/c/9?x=1' });
    expect(own.href).toBe('https://learn.example.com/c/9?x=1&storeid=4');
    const foreign = collegeUrl('learn.example.com', 4, { url: 'https://evil.test/', teacherid: '13' });
    expect(foreign.href).toBe('https://learn.example.com/?storeid=4&teacherid=13');
    const training = collegeUrl('learn.example.com', 2, { displayType: '0', coursecategoryid: '5' });
    expect(training.searchParams.get('displayType')).toBe('0');
    expect(training.searchParams.get('coursecategoryid')).toBe('5');
  });
});
