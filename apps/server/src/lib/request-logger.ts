import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger whose pino child (the request id bound into every line) is made on the first
 * line written at an enabled level. Fastify makes a child for every request, and most requests
 * write no line at the configured level, so building it each time was pure cost
 * (docs/ARCHITECTURE.md, "Logging").
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #threshold: number;

  constructor(
    private readonly parent: FastifyBaseLogger & { levels: { values: Record<string, number> } },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.#threshold = parent.levels.values[this.level] ?? Number.POSITIVE_INFINITY;
  }

  get level(): FastifyBaseLogger['level'] {
    return this.options.level ?? this.parent.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  private write(level: Level, args: unknown[]) {
    const real = this.#child ?? (this.enabled(level) ? this.real() : undefined);
    (real?.[level] as ((...a: unknown[]) => void) | undefined)?.apply(real, args);
  }

  private enabled(level: Level) {
    return (this.parent.levels.values[level] ?? 0) >= this.#threshold;
  }

  private real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
}

type PinoLike = ConstructorParameters<typeof RequestLogger>[0];

/** Fastify's `childLoggerFactory`: every request gets a lazy child (a logger without levels, as
 * with `logger: false`, makes its own children). */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
) {
  return 'levels' in logger
    ? new RequestLogger(logger as PinoLike, bindings, options)
    : logger.child(bindings, options);
}
