import { defineConfig, devices } from '@playwright/test';
import { E2E_START } from './e2e/support/clock';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = new URL('../..', import.meta.url).pathname;

/**
 * End-to-end tests in Debian's Chromium against the built site served by the real server
 * on its own embedded database (scripts/test.sh builds the web app first).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The server's clock starts here and browser pages start on it (e2e/support/test.ts).
      TEST_NOW: E2E_START.toISOString(),
      // Tests say which network they come from (e2e/support/test.ts).
      TRUST_PROXY: '127.0.0.1, ::1',
    },
  },
});
