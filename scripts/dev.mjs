#!/usr/bin/env node
// `npm run dev`: the API server restarting on change (port 3000) and Vite with hot reload
// (port 5173) proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@jc/web'], { cwd: root, stdio: 'inherit', env }),
];
console.log('开发模式：网站 http://localhost:5173 （接口 http://localhost:3000/api）');
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let running = children.length;
children.forEach((c) => c.on('exit', () => --running === 0 && process.exit(0)));
