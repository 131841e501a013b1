import { defineConfig, devices } from '@playwright/test';
import { DEFAULT_MAIL_DIR } from './tests/e2e/mail-dir';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Where the server's SMTP catcher saves each mail (emptied at every start); tests/e2e/mail.ts reads it.
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? DEFAULT_MAIL_DIR;

// Debian's Chromium (never `npx playwright install`: it cannot download here), with the flags
// that keep it off the network (ARCHITECTURE.md §1).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /phone\.spec/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, testMatch: /phone\.spec/ },
  ],
  webServer: {
    // The production build (`npm run test:e2e` builds it) on a fresh database with the demo.
    command: 'tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT), E2E_MAIL_DIR: MAIL_DIR },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
