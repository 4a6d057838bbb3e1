import { createHash } from 'node:crypto';
import { type Job, type JobResult, type PgBoss } from 'pg-boss';
import type { Database } from '../../db/client';
import { failedJobs, type OwnedQueue, queueSummaries, retryFailed } from './inspection';
import { jobSenderOver, onceFor } from './jobs.repository';
import type { ConsumerOptions, Delivery, EventHandler, Outbox, OutboxLogger } from './outbox-types';
import { JOBS_SCHEMA } from './schema';
import type { TopicCatalogue } from './topics';

export type {
  ConsumerOptions,
  DeliveredEvent,
  Delivery,
  EventHandler,
  Outbox,
  OutboxLogger,
} from './outbox-types';

/** Where events go once their consumer gave up on them (kept 30 days; `boss.redrive` brings them back). */
export const DEAD_LETTER_QUEUE = 'outbox.dead-letter';

const DEAD_LETTER_RETENTION_SECONDS = 30 * 24 * 3600;

interface EventJob {
  key: string;
  payload: unknown;
}

interface Consumer {
  queue: string;
  topic: string;
  handler: EventHandler<unknown>;
  options: Required<ConsumerOptions>;
}

const defaults: Required<ConsumerOptions> = {
  retryLimit: 12,
  retryDelaySeconds: 2,
  retryDelayMaxSeconds: 1800,
  expireInSeconds: 300,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A job id derived from queue and key, so publishing the same event twice inserts one job. */
export function jobIdOf(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The transactional outbox and scheduled jobs over pg-boss: events are pg-boss jobs inserted through the caller's
 * drizzle transaction; each consumer has its own queue with retries, exponential back-off and a dead-letter queue.
 */
export function createOutbox<C extends TopicCatalogue>(options: {
  boss: PgBoss;
  topics: C;
  /** The app's database, where consumers' `once` effects and delivery records are written. */
  db: Database;
  log: OutboxLogger;
  /** How often idle workers look for jobs when no notification woke them (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
}): Outbox<C> {
  const { boss, topics, db, log } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const consumers: Consumer[] = [];
  const schedules: { name: string; cron: string; task: () => Promise<void> }[] = [];
  let bossStarted = false;
  let running = false;
  /** Queues whose worker runs: a start retried after a failure part-way does not add a second one. */
  const working = new Set<string>();

  const owned = (): OwnedQueue[] => [
    ...consumers.map(({ queue }) => ({ name: queue, kind: 'event' as const })),
    ...schedules.map(({ name }) => ({ name, kind: 'schedule' as const })),
    { name: DEAD_LETTER_QUEUE, kind: 'dead-letter' },
  ];
  const retryable = () =>
    owned()
      .filter((queue) => queue.kind !== 'dead-letter')
      .map((queue) => queue.name);

  const consumersOf = (topic: string) => consumers.filter((consumer) => consumer.topic === topic);

  async function createQueues() {
    await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
    for (const { queue, options: o } of consumers) {
      const settings = {
        retryLimit: o.retryLimit,
        retryDelay: o.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: o.expireInSeconds,
        deadLetter: DEAD_LETTER_QUEUE,
        notify: true,
      };
      await boss.createQueue(queue, { ...settings, retryDelayMax: o.retryDelayMaxSeconds });
      // An existing queue keeps the settings it was created with unless told otherwise.
      await boss.updateQueue(queue, settings);
    }
    for (const { name } of schedules) {
      // `stately`: one run queued and one running at most, so a slow run is never stacked on.
      await boss.createQueue(name, { policy: 'stately', retryLimit: 0, expireInSeconds: 600 });
    }
  }

  async function deliver(consumer: Consumer, job: Job<EventJob>) {
    const { queue, topic, handler, options: o } = consumer;
    const payload: unknown = topics[topic]?.parse(job.data.payload);
    const event = { id: job.id, topic, key: job.data.key, payload, retryCount: job.retryCount };
    const delivery: Delivery = {
      once: onceFor(db, queue, event.key, job.id),
    };
    try {
      await handler(event, delivery);
    } catch (error) {
      const final = job.retryCount >= o.retryLimit;
      const context = { err: error, queue, jobId: job.id, key: event.key, retryCount: job.retryCount };
      if (final) log.error(context, 'event delivery failed for good; moved to the dead-letter queue');
      else log.warn(context, 'event delivery failed; it will be retried with back-off');
      throw error;
    }
  }

  async function startWorkers() {
    // NOTIFY wakes a worker as soon as an event commits. Polling stays frequent all the same: a retry coming due
    // after its back-off sends no notification. One wake-up may stand for several events, so a worker takes a
    // batch and fetches again at once while batches come back full.
    const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds };
    for (const consumer of consumers.filter(({ queue }) => !working.has(queue))) {
      await boss.work<EventJob>(
        consumer.queue,
        { ...polling, batchSize: 10, burstWhenBatchFull: true, perJobResults: true },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await deliver(consumer, job);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              // Failed alone: pg-boss retries it with back-off, or dead-letters it after the last attempt.
              results.push({ id: job.id, status: 'failed', output: { message: messageOf(error) } });
            }
          }
          return results;
        },
      );
      working.add(consumer.queue);
    }
    for (const { name, cron, task } of schedules.filter((schedule) => !working.has(schedule.name))) {
      await boss.schedule(name, cron, null, { tz: 'UTC' });
      await boss.work(name, polling, async () => {
        try {
          await task();
        } catch (error) {
          log.warn({ err: error, job: name }, 'scheduled job failed; it runs again at its next time');
          throw error;
        }
      });
      working.add(name);
    }
  }

  return {
    get started() {
      return running;
    },

    async publish(tx, topic, payload, { key }) {
      const schema = topics[topic];
      if (!schema) throw new Error(`unknown topic ${topic}`);
      if (!running) throw new Error('the job queue is not running, so no event can be published');
      const data: EventJob = { key, payload: schema.parse(payload) };
      const adapter = jobSenderOver(tx);
      for (const { queue } of consumersOf(topic)) {
        await boss.send(queue, { ...data }, { db: adapter, id: jobIdOf(queue, key) });
      }
    },

    consume(topic, consumer, handler, consumerOptions = {}) {
      if (running) throw new Error('consumers are registered before the outbox starts');
      const queue = `${topic}/${consumer}`;
      if (consumers.some((c) => c.queue === queue)) throw new Error(`${queue} is registered twice`);
      consumers.push({
        queue,
        topic,
        handler: handler as EventHandler<unknown>,
        options: { ...defaults, ...consumerOptions },
      });
    },

    every(name, cron, task) {
      if (running) throw new Error('schedules are registered before the outbox starts');
      schedules.push({ name, cron, task });
    },

    queues: () => queueSummaries(boss, owned()),
    failedJobs: (page) => failedJobs(boss, retryable(), page),
    retryFailed: (id) => retryFailed(boss, retryable(), id),

    async trigger(name) {
      if (!schedules.some((schedule) => schedule.name === name)) throw new Error(`no scheduled job ${name}`);
      await boss.send(name, null);
    },

    async start() {
      if (running) return;
      if (!bossStarted) {
        await boss.start();
        bossStarted = true;
      }
      await createQueues();
      await startWorkers();
      running = true;
    },

    async stop(graceMs = 5000) {
      running = false;
      await boss.stop({ graceful: true, timeout: graceMs });
    },

    async whenIdle(timeoutMs = 10_000) {
      const queues = consumers.map((consumer) => consumer.queue);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await boss
          .getDb()
          .executeSql(
            `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = any($1::text[]) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
            [queues],
          );
        const pending = Number((rows[0] as { n: number } | undefined)?.n ?? 0);
        if (pending === 0) return;
        if (Date.now() > deadline)
          throw new Error(`${pending} events still undelivered after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
