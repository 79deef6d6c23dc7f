import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE_DIR, testDatabaseUrl } from './databases';
import { startServerProcess } from './support/server-process';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = path.join(ROOT, '.tmp/test/server', randomUUID());

describe.skipIf(!!testDatabaseUrl())('the server process', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an existing database, prints one line with URL, database and counts, and stops cleanly on SIGINT', async () => {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.cpSync(PGLITE_TEMPLATE_DIR, dataDir, { recursive: true });
    const server = startServerProcess({ DATA_DIR: dataDir });
    const { line, url } = await server.ready;
    expect(line).toMatch(
      /^锦程航空 已启动 http:\/\/localhost:\d+ · 数据库 PGlite \(.+\) · 46 个机场, 208 条航线, 5 种机型, \d+ 个航班日/,
    );
    // An existing database is reused, not seeded again.
    expect(line).not.toContain('新建');

    // A second process on the same embedded database is refused before it can corrupt it.
    const second = startServerProcess({ DATA_DIR: dataDir });
    second.ready.catch(() => undefined);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('正被进程');

    // Wait until the server answers requests, then keep one in flight across the signal.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    // A request in flight when the signal arrives still gets its answer: send half its body,
    // signal, then the rest.
    const body = JSON.stringify({ dep: 'CTU', arr: '' });
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write(
      `POST /api/v1/airport/list HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    socket.end(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"airportIata":"PEK"');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);
});
