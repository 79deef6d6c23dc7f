import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import {
  claimDueJobs,
  insertJob,
  markJobDone,
  markJobFailed,
  rescheduleJob,
  type ClaimedJob,
  type NewJob,
} from './jobs.repository';

export { findJobByKey } from './jobs.repository';

/** What a handler is given: the job's payload and which attempt this is (1 on the first run). */
export interface JobContext<P> {
  payload: P;
  attempt: number;
  maxAttempts: number;
}

export interface JobDefinition<P> {
  run(context: JobContext<P>): Promise<void>;
  /** Delay before the next attempt after `attempt` failed; default 5 s doubling up to 1 h. */
  retryDelayMs?(attempt: number): number;
}

/** A handler may throw this to be run again after a given delay (a gateway said "try later"). */
export class RetryLater extends Error {
  constructor(
    readonly delayMs: number,
    message = 'retry later',
  ) {
    super(message);
  }
}

const defaultDelay = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);
/** How long a claimed job is reserved to the process that claimed it. */
const LEASE_MS = 60_000;

/**
 * Adds a job to run at `runAt` (inside the caller's transaction when given one, so the job exists
 * exactly when the change that needs it commits). A job with the same dedupe key is not added twice.
 */
export function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  return insertJob(db, job, now());
}

/**
 * The job runner of one process: the handlers it knows and a poller that claims due jobs.
 * Handlers run at least once (a process that dies mid-job leaves it to be claimed again after the
 * lease), so each must be safe to repeat: the order timeout re-checks the order's state, a
 * notification is applied exactly once by its own guard.
 */
export class JobRunner {
  private definitions = new Map<string, JobDefinition<any>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private db: Db,
    private options: {
      pollIntervalMs?: number;
      batchSize?: number;
      onError?: (err: unknown, job?: ClaimedJob) => void;
    } = {},
  ) {}

  define<P>(kind: string, definition: JobDefinition<P>) {
    if (this.definitions.has(kind)) throw new Error(`job kind ${kind} defined twice`);
    this.definitions.set(kind, definition);
  }

  /** Starts polling (idempotent); the timer never keeps the process alive. */
  start() {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (!this.running) void this.runDue().catch((err: unknown) => this.options.onError?.(err));
    }, this.options.pollIntervalMs ?? 500);
    this.timer.unref();
  }

  /** Stops polling and waits for the batch in flight. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /**
   * Claims and runs every job due now, batch after batch, until none is left; returns how many ran.
   * Tests call it after moving the clock; the poller calls it in production.
   */
  runDue(): Promise<number> {
    if (this.running) return this.running.then(() => this.runDue());
    const run = this.drain().finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const at = now();
      const batch = await claimDueJobs(
        this.db,
        [...this.definitions.keys()],
        at,
        new Date(at.getTime() + LEASE_MS),
        this.options.batchSize ?? 10,
      );
      if (batch.length === 0) return ran;
      for (const job of batch) {
        await this.runOne(job);
        ran += 1;
      }
    }
  }

  private async runOne(job: ClaimedJob) {
    const definition = this.definitions.get(job.kind)!;
    try {
      await definition.run({ payload: job.payload, attempt: job.attempts, maxAttempts: job.maxAttempts });
      await markJobDone(this.db, job.id, now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (!(err instanceof RetryLater)) this.options.onError?.(err, job);
      if (job.attempts >= job.maxAttempts) {
        await markJobFailed(this.db, job.id, now(), message);
        return;
      }
      const delay =
        err instanceof RetryLater ? err.delayMs : (definition.retryDelayMs ?? defaultDelay)(job.attempts);
      await rescheduleJob(this.db, job.id, new Date(now().getTime() + delay), message);
    }
  }
}
