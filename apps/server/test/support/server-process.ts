import { spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_START } from '../clock';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Starts the real server process (node apps/server/src/server.ts) on a free port, on the test
 * clock's instant (docs/time.md) rather than the machine's; `env` adds to or overrides its
 * environment. `ready` resolves with its start-up line and URL once it printed them, and rejects
 * if it exits first.
 */
export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TEST_NOW: TEST_START.toISOString(),
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const ready = new Promise<{ line: string; url: string }>((resolve, reject) => {
    const timer = setInterval(() => {
      const line = output.split('\n').find((l) => l.includes('已启动'));
      if (line) {
        clearInterval(timer);
        resolve({ line, url: line.match(/http:\/\/localhost:\d+/)![0] });
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}
