import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../../test/helper';

/** Sends raw bytes to the listening server and resolves with the whole answer. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
  });
}

const parse = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n');
  return {
    status: Number(head!.split(' ')[1]),
    type: /content-type: ([^\r\n]+)/i.exec(head!)?.[1],
    body: JSON.parse(body!),
  };
};

describe('requests the HTTP parser refuses', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an over-long header with 431 in the envelope', async () => {
    const answer = parse(
      await raw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(answer.body).toEqual({ code: 431, msg: '请求头或网址过长' });
  });

  it('answers an over-long URL with 431 in the envelope', async () => {
    const answer = parse(
      await raw(port, `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(answer).toMatchObject({ status: 431, body: { code: 431, msg: '请求头或网址过长' } });
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    const answer = parse(await raw(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(answer).toMatchObject({ status: 400, body: { code: 400, msg: '请求格式不正确' } });
  });
});
