import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './e2e/chromium'

// Other ports for a second checkout's run on the same machine: E2E_MOCK_PORT, E2E_FULL_PORT.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4173)
const FULL_PORT = Number(process.env.E2E_FULL_PORT ?? 3100)
// The OpenID provider of the full flows' third-party sign-in (e2e/oidc-provider.ts).
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? FULL_PORT + 2000)
const OIDC_CLIENT = { id: 'greenlight-e2e', secret: 'e2e-client-secret' }
// `npm test` builds dist/mock and dist/app beside the unit tests and says so (scripts/test.mjs).
const build = (command: string) => (process.env.E2E_BUILT ? '' : `${command} && `)

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is fixed, not retried.
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    browserName: 'chromium',
    // WebAssembly on V8's baseline compiler only: optimising the in-page database's postgres cost
    // each mocked page load about a second of CPU, more than a test's few queries win back
    // (renderers' CPU −10 % over the mocked specs). The benchmarks keep the browser users have.
    launchOptions: { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--js-flags=--liftoff-only'] },
    viewport: { width: 1366, height: 850 },
    // A failure keeps its screenshot and the page's ARIA snapshot (error-context.md). No trace by
    // default: recording one in every test (each step's DOM) cost the full flows 16 % of their CPU
    // on this 2-core machine, the screencast a third more. To follow a failure step by step:
    // `npx playwright test --trace retain-on-failure <spec>` (a mocked test's trace also keeps the
    // in-page database's 20 MB: about 4 s more a test).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Each role signs in once per server and its browser state is saved (e2e/setup, e2e/support.ts).
    {
      name: 'setup-mocked',
      testDir: 'e2e/setup',
      testMatch: 'mocked.setup.ts',
      use: { baseURL: `http://localhost:${MOCK_PORT}` },
    },
    {
      name: 'setup-full',
      testDir: 'e2e/setup',
      testMatch: 'full.setup.ts',
      use: { baseURL: `http://localhost:${FULL_PORT}` },
    },
    {
      name: 'mocked',
      testDir: 'e2e/mocked',
      dependencies: ['setup-mocked'],
      use: { baseURL: `http://localhost:${MOCK_PORT}` },
      // Every page load starts the mock database in the page's worker (PGlite and the snapshot): on
      // a 2-core machine under other work (load 15) a page took more than the default 7 s to draw.
      expect: { timeout: 15_000 },
    },
    {
      name: 'full',
      testDir: 'e2e/full',
      dependencies: ['setup-full'],
      use: { baseURL: `http://localhost:${FULL_PORT}` },
      // One embedded database serves both workers: while one flow uploads a budget or books a
      // batch, the other's page waits its turn. On the busy CI machine a budget report behind
      // such a write took more than 7 s (two flows failed there, never here), so 15 s.
      expect: { timeout: 15_000 },
    },
  ],
  webServer: [
    {
      // The SPA alone on its MSW mocks, built as `npm run mock` would serve it.
      command: `${build('npx vite build --mode mock')}npx vite preview --mode mock --port ${MOCK_PORT} --strictPort`,
      url: `http://localhost:${MOCK_PORT}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      // The product as `npm start` runs it: built SPA + /v2 API, on a fresh embedded database per run.
      command: `rm -rf test-results/full-data test-results/full-mail && ${build('npx vite build')}node --import tsx server/main.ts`,
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
        // The contract flow waits for its reminder: the date-driven jobs run every few seconds.
        DAILY_JOBS_EVERY_SECONDS: '3',
        OIDC_PROVIDERS: JSON.stringify([
          {
            id: 'test-sso',
            name: 'Test SSO',
            issuer: `http://127.0.0.1:${OIDC_PORT}`,
            client_id: OIDC_CLIENT.id,
            client_secret: OIDC_CLIENT.secret,
          },
        ]),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      // A real OpenID provider for the full flows' third-party sign-in.
      command: 'node --import tsx e2e/oidc-provider.ts',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      env: {
        PORT: String(OIDC_PORT),
        GREENLIGHT_URL: `http://localhost:${FULL_PORT}`,
        CLIENT_ID: OIDC_CLIENT.id,
        CLIENT_SECRET: OIDC_CLIENT.secret,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
})
