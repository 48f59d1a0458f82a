/**
 * A request's logger, made only when the request writes a line. Fastify gives every request a pino
 * child carrying its id; making one costs a few µs (its bindings written as JSON, a new object with
 * its own level methods), which an autocomplete that logs nothing paid at every keystroke (issue 13:
 * about 4% of an answer's server time at level `warn`). Below the logger's level nothing is made.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilent, LogFn, Logger } from "pino";

export class RequestLog implements FastifyBaseLogger {
  #made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child Fastify would have made, made on first use. */
  private get made(): Logger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilent | string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: LevelWithSilent | string) {
    this.made.level = level;
  }

  /** Whether a line at `level` would be written, answered without making the child. */
  isLevelEnabled(level: Level): boolean {
    const threshold = this.parent.levels.values[this.level];
    return threshold !== undefined && this.parent.levels.values[level]! >= threshold;
  }

  /** Writes through the child at `level`, when the level is enabled (set on the prototype below). */
  declare readonly fatal: LogFn;
  declare readonly error: LogFn;
  declare readonly warn: LogFn;
  declare readonly info: LogFn;
  declare readonly debug: LogFn;
  declare readonly trace: LogFn;
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }

  /** For writing a line: the child, made on first use. */
  enabledAt(level: Level): Logger | undefined {
    return this.isLevelEnabled(level) ? this.made : undefined;
  }
}

for (const level of ["fatal", "error", "warn", "info", "debug", "trace"] as const) {
  Object.defineProperty(RequestLog.prototype, level, {
    value(this: RequestLog, ...line: Parameters<LogFn>) {
      this.enabledAt(level)?.[level](...line);
    },
  });
}
