/** What readiness looks at: the open database handle and whether this process is draining. */
export interface HealthSources {
  database: { ping(): Promise<void>; migrationsApplied(): Promise<boolean> };
  isDraining(): boolean;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Liveness and readiness for a load balancer or an orchestrator (decision 77). Live: the process answers.
 * Ready: it may be sent work now: the database answers, every migration this code needs is applied, and
 * the process is not draining after SIGTERM.
 */
export function createHealthService({ database, isDraining }: HealthSources) {
  return {
    async readiness(): Promise<Readiness> {
      if (isDraining()) return { ready: false, reason: 'This process is shutting down.' };
      try {
        await database.ping();
      } catch {
        return { ready: false, reason: 'The database is not reachable.' };
      }
      if (!(await database.migrationsApplied().catch(() => false))) {
        return { ready: false, reason: 'The database is missing migrations: run `npm run migrate`.' };
      }
      return { ready: true };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
