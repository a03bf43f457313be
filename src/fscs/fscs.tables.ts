/** The FSCS context's table: the dated deposit-protection limit (migration 020). */
export interface FscsTables {
  fscs_limits: {
    /** 'YYYY-MM-DD' (date columns are read as text): the first business date the limit is in force. */
    effective_from: string;
    /** Sterling minor units. */
    limit_minor: bigint;
    changed_at: Date;
  };
}
