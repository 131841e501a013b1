/**
 * Lighthouse in Debian's Chromium, with Lighthouse's default settings: a mobile phone on a
 * simulated slow 4G connection and a slowed-down CPU.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CATEGORIES, type LighthouseResult } from './report';

// Keep Chromium off the network (docs/architecture.md#tests) and out of any profile but a fresh one.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromePath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** "156.0.8078.79" (the user agent only says 156.0.0.0), or null when Chromium will not say. */
export function chromiumVersion(): string | null {
  const result = spawnSync(chromePath(), ['--version'], { encoding: 'utf8' });
  return /\d+\.\d+\.\d+\.\d+/.exec(result.stdout ?? '')?.[0] ?? null;
}

export interface Browser {
  audit(url: string): Promise<LighthouseResult>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'haat-lighthouse-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  return {
    async audit(url) {
      // No config: Lighthouse's default is formFactor mobile with throttlingMethod simulate.
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    },
    async close() {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
