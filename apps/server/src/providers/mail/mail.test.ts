import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { dbKind, testEnv, withTestApp } from '#test/helper';
import { openTestDatabase } from '#test/databases';
import { setTestClock } from '#test/clock';
import { recipientOf, startSmtpServer } from '#test/support/smtp';
import { jobs } from '../../db/schema';
import { now } from '../../lib/clock';
import type { Database } from '../../db/client';
import { createMailProvider, MAIL_JOB, MAIL_RETRY } from '.';
import { loadEnv } from '../../config/env';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** A loopback port nobody listens on (taken, then given back). */
async function freePort() {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

const smtpApp = (database: Database, port: number) =>
  buildApp({
    env: {
      ...testEnv,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: '锦程航空 <noreply@jincheng.example>',
    },
    database,
    ownsDatabase: false,
    logger: false,
    runJobs: false,
  });

const message = {
  to: 'zhangwei@example.com',
  subject: '【锦程航空】航班延误证明 JC1234 2026-11-24',
  text: '尊敬的张伟旅客：您的航班延误证明见附件。',
  attachments: [{ filename: '航班延误证明-JC1234.pdf', content: PDF, contentType: 'application/pdf' }],
};

describe('mail providers', () => {
  it('selects the outbox by default and SMTP when SMTP_URL is set', () => {
    const noDb = {} as never;
    expect(createMailProvider(loadEnv({}), noDb).kind).toBe('sandbox');
    expect(createMailProvider(loadEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }), noDb).kind).toBe('smtp');
  });
});

describe(`mail through the job queue (${dbKind()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('delivers to a real SMTP server with the PDF attached', async () => {
    const smtp = await startSmtpServer();
    const app = await smtpApp(database, smtp.port);
    try {
      expect(app.mail.provider.kind).toBe('smtp');
      await app.mail.send(message);
      // Queued, not sent: the job delivers it.
      expect(smtp.received).toHaveLength(0);
      expect(await app.jobs.runDue()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.subject).toBe(message.subject);
      expect(mail.text?.trim()).toBe(message.text);
      expect(mail.from?.text).toContain('noreply@jincheng.example');
      expect(recipientOf(mail)).toBe('zhangwei@example.com');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({
        filename: '航班延误证明-JC1234.pdf',
        contentType: 'application/pdf',
      });
      expect(Buffer.compare(mail.attachments[0]!.content, PDF)).toBe(0);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('retries a mail the server could not take, and delivers it after a restart on the same database', async () => {
    const port = await freePort();
    const first = await smtpApp(database, port);
    const subject = `${message.subject} #retry`;
    await first.mail.send({ ...message, subject });
    // The server is down: the attempt fails and the job is put back with a delay.
    expect(await first.jobs.runDue()).toBe(1);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, MAIL_JOB))
      .orderBy(jobs.id)
      .then((rows) => rows.filter((r) => (r.payload as { subject: string }).subject === subject));
    expect(job).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(job!.lastError).toMatch(/SMTP delivery failed/);
    expect(job!.runAt.getTime() - now().getTime()).toBe(MAIL_RETRY.delayMs(1));
    // Not due one second before its retry.
    setTestClock(job!.runAt.getTime() - 1_000);
    expect(await first.jobs.runDue()).toBe(0);
    await first.close();

    // The server comes back, and so does the site (another process, same database).
    const smtp = await startSmtpServer(port);
    const second = await smtpApp(database, port);
    try {
      setTestClock(job!.runAt.getTime());
      expect(await second.jobs.runDue()).toBe(1);
      expect(smtp.received.map((m) => m.subject)).toEqual([subject]);
      expect(smtp.received[0]!.attachments[0]!.filename).toBe('航班延误证明-JC1234.pdf');
      const [done] = await database.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(done).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
      expect(done!.doneAt).not.toBeNull();
    } finally {
      await second.close();
      await smtp.close();
    }
  });
});

describe(`mail in the sandbox outbox (${dbKind()})`, () => {
  let app: App;
  withTestApp((built) => (app = built));

  it('keeps the mail in the outbox, naming its attachments, shown at /dev/outbox', async () => {
    expect(app.mail.provider.kind).toBe('sandbox');
    await app.mail.send(message);
    await app.jobs.runDue();
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?channel=email' });
    const [mail] = res.json().data;
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'zhangwei@example.com',
      subject: message.subject,
    });
    expect(mail.body).toContain(message.text);
    expect(mail.body).toContain('附件：航班延误证明-JC1234.pdf（application/pdf，');
    const html = (await app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(html).toContain('航班延误证明-JC1234.pdf');
  });
});
