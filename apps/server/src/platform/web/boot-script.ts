import type { BootData } from '@shop/contracts';

/**
 * The data as a script tag. JSON is valid JavaScript; escaping "<" keeps "</script>" or "<!--" inside a
 * product name from ending the tag, and the line separators are escaped for older parsers.
 */
export function bootScript(data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.__BOOT__=${json}</script>`;
}

/**
 * The home page's largest picture is its first banner; announcing it in the head lets the browser fetch it while
 * the scripts download, instead of after React has rendered (Lighthouse's "prioritize LCP image").
 */
export function lcpPreload(data: BootData): string {
  const banner = data.pages.home.sections.find((s) => s.type === 'banner');
  const url = banner?.type === 'banner' ? banner.images[0]?.imageUrl : undefined;
  if (!url || !/^\/[\w./-]+$/.test(url)) return '';
  return `<link rel="preload" as="image" href="${url}" fetchpriority="high">`;
}

/** Puts the script right before </head> (or at the start when the page has no head). */
export function injectBoot(html: string, script: string): string {
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${script}${html}` : `${html.slice(0, at)}${script}${html.slice(at)}`;
}
