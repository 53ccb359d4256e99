// The part of WeChat's documented configuration schema the shell relies on (developers.weixin.qq.com, "全局配置"
// app.json, "页面配置" page json, "项目配置文件" project.config.json, "sitemap 配置"). Strict where the shell
// writes the object, so a misspelt key fails here instead of being silently ignored by WeChat DevTools.
import { z } from 'zod';

const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'a #RRGGBB colour (WeChat takes hex only)');
const pagePath = z
  .string()
  .regex(/^[a-z0-9_-]+(\/[A-Za-z0-9_-]+)+$/, 'a page path without extension or leading /');
const milliseconds = z.number().int().positive();

/** Window options: app.json's window, and a page json's own (which adds nothing the shell uses). */
const windowOptions = {
  navigationBarBackgroundColor: color.optional(),
  navigationBarTextStyle: z.enum(['black', 'white']).optional(),
  navigationBarTitleText: z.string().optional(),
  navigationStyle: z.enum(['default', 'custom']).optional(),
  backgroundColor: color.optional(),
  backgroundTextStyle: z.enum(['dark', 'light']).optional(),
  enablePullDownRefresh: z.boolean().optional(),
  onReachBottomDistance: z.number().int().min(0).optional(),
  pageOrientation: z.enum(['portrait', 'landscape', 'auto']).optional(),
};

const tabBar = z.strictObject({
  color,
  selectedColor: color,
  backgroundColor: color,
  borderStyle: z.enum(['black', 'white']).optional(),
  position: z.enum(['bottom', 'top']).optional(),
  custom: z.boolean().optional(),
  list: z
    .array(
      z.strictObject({
        pagePath,
        text: z.string(),
        iconPath: z.string().optional(),
        selectedIconPath: z.string().optional(),
      }),
    )
    .min(2)
    .max(5),
});

export const appJson = z.strictObject({
  pages: z.array(pagePath).min(1),
  entryPagePath: pagePath.optional(),
  window: z.strictObject(windowOptions).optional(),
  tabBar: tabBar.optional(),
  networkTimeout: z
    .strictObject({
      request: milliseconds.optional(),
      connectSocket: milliseconds.optional(),
      uploadFile: milliseconds.optional(),
      downloadFile: milliseconds.optional(),
    })
    .optional(),
  debug: z.boolean().optional(),
  sitemapLocation: z.string().optional(),
  style: z.literal('v2').optional(),
  lazyCodeLoading: z.literal('requiredComponents').optional(),
  usingComponents: z.record(z.string(), z.string()).optional(),
  permission: z.record(z.string(), z.strictObject({ desc: z.string().max(30) })).optional(),
  requiredPrivateInfos: z.array(z.string()).optional(),
});

export const pageJson = z.strictObject({
  ...windowOptions,
  usingComponents: z.record(z.string(), z.string()).optional(),
  disableScroll: z.boolean().optional(),
});

export const projectConfig = z.object({
  description: z.string().optional(),
  miniprogramRoot: z.string().regex(/^[A-Za-z0-9_-]+\/$/, 'a folder with a trailing /'),
  compileType: z.enum(['miniprogram', 'plugin', 'game']),
  projectname: z.string().min(1),
  /** A store's own app id, or the tourist id DevTools opens a project with before one is set. */
  appid: z.string().regex(/^(wx[0-9a-f]{16}|touristappid)$/),
  libVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
  setting: z.object({
    urlCheck: z.boolean(),
    es6: z.boolean(),
    enhance: z.boolean().optional(),
    postcss: z.boolean().optional(),
    minified: z.boolean().optional(),
  }),
  packOptions: z
    .object({
      ignore: z.array(z.object({ type: z.string(), value: z.string() })),
      include: z.array(z.unknown()),
    })
    .optional(),
});

export const sitemapJson = z.strictObject({
  desc: z.string().optional(),
  rules: z
    .array(
      z.strictObject({
        action: z.enum(['allow', 'disallow']),
        page: z.union([z.literal('*'), pagePath]),
        params: z.array(z.string()).optional(),
        matching: z.enum(['exact', 'inclusive', 'exclusive', 'partial']).optional(),
        priority: z.number().int().optional(),
      }),
    )
    .min(1),
});
