#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then serves
// everything (API and site) from one process on PORT (3000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'packages/shared/src',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (process.env.SKIP_WEB_BUILD !== '1' && sources.some((s) => newestMtime(path.join(root, s)) > builtAt)) {
  console.log('正在构建网站前端（首次启动或源码有更新）…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@jc/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The server shuts itself down gracefully on SIGINT/SIGTERM; pass signals on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
