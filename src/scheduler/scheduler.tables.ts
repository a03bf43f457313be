/** The scheduler's table (migration 003): one row per daily job run, claimed in the job's own transaction. */
export interface SchedulerTables {
  scheduled_job_runs: {
    job_name: string;
    business_date: string;
    completed_at: Date;
  };
}
