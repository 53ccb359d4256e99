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
  fcpMs: number;
  /** Total blocking time: main-thread work that kept the page from answering input. */
  tbtMs: number;
  siMs: number;
}

/**
 * Runs per page: on two shared cores the blocking-time part of the score swings by several points between runs of
 * the same build, so each page is measured several times and the median run reported (Lighthouse's own advice).
 */
const RUNS = Number(process.env.LH_RUNS ?? 3);

/** The run with the median performance score. */
function median(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function audit(port: number, page: { name: string; url: string }): Promise<LighthouseResult> {
  const run = await lighthouse(page.url, { port, onlyCategories: ['performance'], output: 'json' });
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${page.url}`);
  if (lhr.runtimeError)
    throw new Error(`lighthouse on ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const ms = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? 0));
  return {
    page: page.name,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0),
    lcpMs: ms('largest-contentful-paint'),
    fcpMs: ms('first-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    siMs: ms('speed-index'),
  };
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
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, page));
      results.push(median(runs));
    }
    return results;
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
