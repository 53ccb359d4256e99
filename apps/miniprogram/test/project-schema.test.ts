import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appJson, pageJson, projectConfig, sitemapJson } from './project-schema.ts';

const project = resolve(import.meta.dirname, '..');
const root = resolve(project, 'miniprogram');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

describe('the mini-program project against WeChat’s configuration schema', () => {
  const app = appJson.parse(readJson(resolve(root, 'app.json')));

  it('project.config.json opens the miniprogram/ folder in DevTools, with https checks on', () => {
    const config = projectConfig.parse(readJson(resolve(project, 'project.config.json')));
    expect(existsSync(resolve(project, config.miniprogramRoot, 'app.json'))).toBe(true);
    expect(config.setting.urlCheck).toBe(true);
  });

  it('app.json lists pages that each have their four files, and a valid page json', () => {
    expect(new Set(app.pages).size).toBe(app.pages.length);
    for (const page of app.pages) {
      for (const ext of ['js', 'json', 'wxml']) {
        expect(existsSync(resolve(root, `${page}.${ext}`)), `${page}.${ext}`).toBe(true);
      }
      expect(() => pageJson.parse(readJson(resolve(root, `${page}.json`))), page).not.toThrow();
    }
  });

  it('the first page is the web-view; no file under pages/ is left out of app.json', () => {
    expect(app.pages[0]).toBe('pages/web/web');
    const onDisk = readdirSync(resolve(root, 'pages'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => `pages/${file.replace(/\\/g, '/').replace(/\.js$/, '')}`);
    expect(onDisk.sort()).toEqual([...app.pages].sort());
  });

  it('requests time out after 60 s like the web app’s (SPEC §7, DESIGN §3)', () => {
    expect(app.networkTimeout?.request).toBe(60_000);
  });

  it('sitemap.json is where app.json says and names only pages of the app', () => {
    const sitemap = sitemapJson.parse(readJson(resolve(root, app.sitemapLocation ?? 'sitemap.json')));
    for (const rule of sitemap.rules) if (rule.page !== '*') expect(app.pages).toContain(rule.page);
  });

  it('refuses what WeChat would refuse or ignore: a misspelt key, a colour name, a tab bar of one', () => {
    expect(appJson.safeParse({ pages: ['pages/web/web'], windows: {} }).success).toBe(false);
    expect(
      appJson.safeParse({ pages: ['pages/web/web'], window: { backgroundColor: 'white' } }).success,
    ).toBe(false);
    expect(appJson.safeParse({ pages: ['/pages/web/web.js'] }).success).toBe(false);
    const oneTab = {
      color: '#000000',
      selectedColor: '#FE9A69',
      backgroundColor: '#FFFFFF',
      list: [{ pagePath: 'pages/web/web', text: 'Home' }],
    };
    expect(appJson.safeParse({ pages: ['pages/web/web'], tabBar: oneTab }).success).toBe(false);
    expect(pageJson.safeParse({ navigationBarTextStyle: 'red' }).success).toBe(false);
  });

  it('config.js points at an https web app (the web-view opens nothing else)', async () => {
    const config = (await import(resolve(root, 'config.js'))).default;
    expect(config.webOrigin).toMatch(/^https:\/\/[^/]+$/);
  });
});
