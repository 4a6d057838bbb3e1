import type { FailedJob, JobQueue } from '@scola/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { TopicCatalogue } from './topics';

/** What the outbox logs with (pino's shape). */
export interface OutboxLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ConsumerOptions {
  /** Attempts after the first before the event is marked failed and dead-lettered (default 12). */
  retryLimit?: number;
  /** Back-off before the first retry, doubled (with jitter) for each further one (default 2 s). */
  retryDelaySeconds?: number;
  /** Longest back-off (default 30 min): 12 retries then span about two hours. */
  retryDelayMaxSeconds?: number;
  /** An attempt running longer than this is given up as crashed and retried (default 5 min). */
  expireInSeconds?: number;
}

export interface DeliveredEvent<P> {
  /** The job carrying the event to this consumer. */
  id: string;
  topic: string;
  key: string;
  payload: P;
  /** 0 on the first attempt. */
  retryCount: number;
}

export interface Delivery {
  /**
   * Runs `effect` in a transaction that also records this consumer's delivery of the event's key, unless an
   * earlier attempt already committed it: effects written through `tx` happen exactly once. Answers whether it ran.
   */
  once(effect: (tx: Database) => Promise<void>): Promise<boolean>;
}

export type EventHandler<P> = (event: DeliveredEvent<P>, delivery: Delivery) => Promise<void>;

export interface Outbox<C extends TopicCatalogue> {
  /**
   * Writes the event in `tx` (the transaction of the change that causes it), one job per consumer of the topic:
   * it exists iff `tx` commits. A second publish with the same topic and key is ignored while the first is kept.
   */
  publish<T extends keyof C & string>(
    tx: Database,
    topic: T,
    payload: z.input<C[T]>,
    options: { key: string },
  ): Promise<void>;
  /** Registers `consumer` of `topic` (before `start`); its queue is `<topic>/<consumer>`. */
  consume<T extends keyof C & string>(
    topic: T,
    consumer: string,
    handler: EventHandler<z.output<C[T]>>,
    options?: ConsumerOptions,
  ): void;
  /** Runs `task` on a cron schedule (UTC), once per occurrence across every instance (before `start`). */
  every(name: string, cron: string, task: () => Promise<void>): void;
  /** Runs a scheduled job now, besides its schedule (operators, tests). */
  trigger(name: string): Promise<void>;
  /** Starts the queue (installing or migrating its schema), its consumers and schedules. Retryable. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to `graceMs`) for the ones in hand; unfinished ones are retried later. */
  stop(graceMs?: number): Promise<void>;
  readonly started: boolean;
  /** Jobs per state of every queue the app owns (operators). */
  queues(): Promise<JobQueue[]>;
  /** Jobs that failed every attempt, most recent first (operators). */
  failedJobs(page: { limit: number; offset: number }): Promise<{ rows: FailedJob[]; total: number }>;
  /** Gives a failed job one more attempt, due now; false when no failed job of the app has that id. */
  retryFailed(id: string): Promise<boolean>;
  /** Resolves once no consumer has an event ready or in hand (tests, drains); rejects after `timeoutMs`. */
  whenIdle(timeoutMs?: number): Promise<void>;
}
