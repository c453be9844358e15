import { defineConfig } from '@playwright/test'

/** Debian's Chromium, never a downloaded browser (this machine has no network for that). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

const MOCK_PORT = 4173
const FULL_PORT = 3100

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One more try in CI, reported as "flaky" in the output: the mocked third-party sign-in test
  // (public-pages.spec.ts) fails about once in 80 runs under load, its state gone from
  // sessionStorage when the callback page reads it; the cause is not found yet (see the issue note).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    viewport: { width: 1366, height: 850 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mocked',
      testDir: 'e2e/mocked',
      // A trace keeps every response of the page, here the database's 20 MB (PGlite and the
      // snapshot) in each test: about 4 s a test. Traced when a test is tried again, in CI.
      use: { baseURL: `http://localhost:${MOCK_PORT}`, trace: 'on-first-retry' },
    },
    {
      name: 'full',
      testDir: 'e2e/full',
      use: { baseURL: `http://localhost:${FULL_PORT}` },
    },
  ],
  webServer: [
    {
      // The SPA alone on its MSW mocks, built as `npm run mock` would serve it.
      command: `npx vite build --mode mock && npx vite preview --mode mock --port ${MOCK_PORT} --strictPort`,
      url: `http://localhost:${MOCK_PORT}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      // The product as `npm start` runs it: built SPA + /v2 API, on a fresh embedded database per run.
      command: `rm -rf test-results/full-data && npx vite build && node --import tsx server/main.ts`,
      url: `http://localhost:${FULL_PORT}/v2/health`,
      env: {
        NODE_ENV: 'production',
        // Always the embedded database, fresh each run, even when the shell points at PostgreSQL.
        DATABASE_URL: '',
        PORT: String(FULL_PORT),
        DATA_DIR: 'test-results/full-data',
        STATIC_DIR: 'dist/app',
        LOG_LEVEL: 'warn',
        MAIL_DIR: 'test-results/full-mail',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
})
