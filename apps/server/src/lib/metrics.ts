import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read from elsewhere when scraped (the database): given by app.ts, which owns those parts. */
export interface MetricSources {
  /** Jobs by status (queued, running, failed = dead letters); the queue lives in the database, so any process can answer. */
  jobsByStatus(): Promise<Record<string, number>>;
  /** This process's database connections by state (pg_stat_activity), and the pool's size; null on PGlite. */
  poolUse(): Promise<{ max: number; byState: Record<string, number> } | null>;
}

/**
 * The Prometheus metrics of one process (decision 79), served at /metrics. One registry per app (tests build
 * many apps in one process). Routes are labelled by their pattern (`/api/encounters/:id`), never the URL, so
 * ids and query strings neither leak nor explode the label set.
 */
export function createMetrics(role: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a worker spent on one attempt of a job, by kind and outcome (done, retry, dead, lost).',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  const deadLetters = new Counter({
    name: 'jobs_dead_lettered_total',
    help: 'Jobs this process gave up on after their last attempt (status failed: the dead-letter state).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const activeStreams = new Gauge({ name: 'streams_active', help: 'Recording streams open on this process.', registers: [registry] });
  const speechRealTimeFactor = new Histogram({
    name: 'speech_real_time_factor',
    help: "Per utterance: seconds from its last audio arriving to its final result, over the utterance's length (includes the end-of-utterance wait).",
    buckets: [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 4],
    registers: [registry],
  });

  return {
    registry,
    httpRequests,
    httpDuration,
    jobDuration,
    deadLetters,
    activeStreams,
    speechRealTimeFactor,
    /** Adds the gauges read from the database at scrape time. */
    watch(sources: MetricSources) {
      new Gauge({
        name: 'jobs',
        help: 'Jobs in the shared queue by status: queued (the queue depth), running, failed (dead letters, kept for people to see).',
        labelNames: ['status'] as const,
        registers: [registry],
        async collect() {
          const counts = await sources.jobsByStatus();
          for (const status of ['queued', 'running', 'failed']) this.set({ status }, counts[status] ?? 0);
        },
      });
      new Gauge({
        name: 'db_pool_connections',
        help: "This process's PostgreSQL connections by state (active = running a query), and max = the pool's size.",
        labelNames: ['state'] as const,
        registers: [registry],
        async collect() {
          const use = await sources.poolUse();
          if (!use) return;
          this.reset();
          this.set({ state: 'max' }, use.max);
          for (const [state, count] of Object.entries(use.byState)) this.set({ state }, count);
        },
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
