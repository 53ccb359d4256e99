import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  page: string;
  performance: number;
  cls: number;
  lcpMs: number;
}

/** Lighthouse mobile performance (its default: emulated phone, simulated slow 4G) in Debian's Chromium. */
export async function runLighthouse(
  pages: Array<{ name: string; url: string }>,
): Promise<LighthouseResult[]> {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const run = await lighthouse(page.url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${page.url}`);
      if (lhr.runtimeError)
        throw new Error(`lighthouse on ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({
        page: page.name,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0),
        lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
      });
    }
    return results;
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
