import type { Generated } from 'kysely';

/**
 * The events outbox and the webhooks' tables (migrations 014, 018 and 028), written by
 * src/events/ alone: the outbox rows are inserted by the SQL fragments of
 * events.repository.ts that other contexts' repositories embed in the
 * statement making the change.
 */
export interface EventsTables {
  events: {
    event_seq: Generated<string>;
    /** The writing transaction's xid8, as a bigint (read as text). */
    tx_id: Generated<string>;
    event_id: Generated<string>;
    event_type: string;
    financial_partner_id: string;
    data: unknown;
    created_at: Date;
    /** webhook.test: for this endpoint only; not in the feed, not fanned out (migration 033). */
    only_endpoint_id: string | null;
    /** endpoint.*: never delivered to the endpoint it is about (migration 033). */
    except_endpoint_id: string | null;
  };
  webhook_endpoints: {
    endpoint_id: string;
    financial_partner_id: string;
    url: string;
    event_types: string[];
    description: string | null;
    secret: string;
    previous_secret: string | null;
    previous_secret_expires_at: Date | null;
    status: 'Enabled' | 'Disabled';
    disabled_reason: string | null;
    disabled_at: Date | null;
    created_at: Date;
    updated_at: Date;
    /** Attempts failed since the last success (migration 033). */
    consecutive_failures: Generated<number>;
    failing_since: Date | null;
    /** endpoint.failing was written for this streak. */
    failing_reported: Generated<boolean>;
  };
  /** How many endpoints each partner has: the place a registration takes under the cap (migration 018). */
  webhook_endpoint_counts: {
    financial_partner_id: string;
    endpoints: number;
  };
  webhook_deliveries: {
    delivery_id: Generated<string>;
    endpoint_id: string;
    event_seq: string;
    status: 'Pending' | 'Delivered' | 'Failed';
    attempts: Generated<number>;
    next_attempt_at: Date;
    first_due_at: Date;
    delivered_at: Date | null;
    created_at: Date;
  };
  webhook_delivery_attempts: {
    attempt_id: Generated<string>;
    delivery_id: string;
    endpoint_id: string;
    attempted_at: Date;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    /** The first 1 KB of the answer's body (migration 030). */
    response_body: string | null;
  };
  /** Per partner, how far its events were pruned by the retention job (migration 028). */
  event_retention_marks: {
    financial_partner_id: string;
    pruned_through_tx: string;
    pruned_through_seq: string;
    pruned_before: Date;
    updated_at: Date;
  };
  webhook_dispatch_cursor: {
    id: number;
    after_tx: string;
    after_seq: string;
  };
}
