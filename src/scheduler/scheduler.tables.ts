/**
 * The scheduler's tables. `scheduled_job_runs` (migration 003): one row per
 * daily job run, claimed in the job's own transaction. `platform_state`: small
 * keyed values the process keeps across restarts, written here alone: the
 * scheduler's cursor (the earliest date that may still have work) and the
 * sandbox clock's offset (`sandbox-clock.ts`).
 */
export interface SchedulerTables {
  scheduled_job_runs: {
    job_name: string;
    business_date: string;
    completed_at: Date;
  };
  platform_state: {
    key: string;
    value: unknown;
    updated_at: Date;
  };
}
