import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/admin-account';
import { DEFAULT_MAIL_DIR } from './tests/e2e/mail-dir';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A second server with PAYMENT_PROVIDER=upi for the UPI QR screen (upi.spec.ts): a payment
// provider is chosen at start-up, so it cannot share the first server.
const UPI_PORT = Number(process.env.E2E_UPI_PORT ?? PORT + 1000);
// A third server: the PhonePe simulator with cash on delivery on, for what needs both, such as
// paying an unpaid online order in cash on delivery instead (*.sim-cod.spec.ts).
const SIM_COD_PORT = Number(process.env.E2E_SIM_COD_PORT ?? PORT + 2000);
// Where the server's SMTP catcher saves each mail (emptied at every start); tests/e2e/mail.ts reads it.
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? DEFAULT_MAIL_DIR;

// The specs that place cash-on-delivery orders (a shop with COD off refuses them: docs/decisions/0029).
const PLACES_COD = /(admin-order-lifecycle|admin-order-page|admin-orders-list|admin-orders|admin-customers|invoices|cod-phone)\.spec/;

const server = (port: number, mailDir: string, env: Record<string, string> = {}) => ({
  // The production build (`npm run test:e2e` builds it) on a fresh database with the demo.
  command: 'tsx tests/e2e/serve.ts',
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  env: { E2E_PORT: String(port), E2E_MAIL_DIR: mailDir, ...env },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

// Debian's Chromium (never `npx playwright install`: it cannot download here), with the flags
// that keep it off the network (docs/architecture.md#tests).
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
  // An assertion waits up to 10 s (Playwright's default is 5): CI's machine can be several times
  // slower than a developer's, and a page loaded natively before its scripts (a tap before
  // hydration) took longer than 5 s there. A wait that passes returns as soon as it holds, so
  // this costs nothing; speed is measured by the benchmarks, never here.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: [/(phone|upi|checkout-rules|sim-cod)\.spec/, PLACES_COD] },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, testMatch: /phone\.spec/, testIgnore: PLACES_COD },
    { name: 'upi', use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${UPI_PORT}`, launchOptions: chromium }, testMatch: /upi\.spec/ },
    // The shop's COD and delivery settings (checkout-rules.spec.ts) need a shop that offers COD, and
    // they change for every shopper while the spec runs: the second server, whose specs stay below its thresholds.
    { name: 'checkout-rules', use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${UPI_PORT}`, launchOptions: chromium }, testMatch: /checkout-rules\.spec/ },
    // Specs that place cash-on-delivery orders: the second server takes them, the first (COD off) answers 409.
    { name: 'cod', use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${UPI_PORT}`, launchOptions: chromium }, testMatch: PLACES_COD, testIgnore: /phone\.spec/ },
    { name: 'cod-phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${UPI_PORT}`, launchOptions: chromium }, testMatch: /cod-phone\.spec/ },
    { name: 'sim-cod-phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${SIM_COD_PORT}`, launchOptions: chromium }, testMatch: /sim-cod\.spec/ },
  ],
  webServer: [
    server(PORT, MAIL_DIR, { PAYMENT_PROVIDER: 'phonepe-sim', COD_ENABLED: 'false', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password }),
    server(SIM_COD_PORT, `${MAIL_DIR}-sim-cod`, { PAYMENT_PROVIDER: 'phonepe-sim', COD_ENABLED: 'true', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password }),
    server(UPI_PORT, `${MAIL_DIR}-upi`, { PAYMENT_PROVIDER: 'upi', UPI_VPA: 'haat@upi', COD_ENABLED: 'true', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password }),
  ],
});
