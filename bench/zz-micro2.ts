import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../src/platform/db.js';
const handle = await openDatabase({ dataDir: 'memory://' });
const db = handle.db;
await sql`CREATE TABLE partners (id text PRIMARY KEY)`.execute(db);
await sql`INSERT INTO partners VALUES ('p1')`.execute(db);
const variants: Record<string, string> = {
  plain: `CREATE TABLE t_plain (p text NOT NULL, r text NOT NULL, body jsonb NOT NULL, h text NOT NULL, s text NOT NULL, c timestamptz NOT NULL, PRIMARY KEY (p, r))`,
  identity: `CREATE TABLE t_identity (p text NOT NULL, r text NOT NULL, seq bigint GENERATED ALWAYS AS IDENTITY, body jsonb NOT NULL, h text NOT NULL, s text NOT NULL, c timestamptz NOT NULL, PRIMARY KEY (p, r))`,
  fk: `CREATE TABLE t_fk (p text NOT NULL REFERENCES partners(id), r text NOT NULL, body jsonb NOT NULL, h text NOT NULL, s text NOT NULL, c timestamptz NOT NULL, PRIMARY KEY (p, r))`,
  partial: `CREATE TABLE t_partial (p text NOT NULL, r text NOT NULL, seq bigint GENERATED ALWAYS AS IDENTITY, body jsonb NOT NULL, h text NOT NULL, s text NOT NULL, c timestamptz NOT NULL, PRIMARY KEY (p, r)); CREATE INDEX ON t_partial (seq) WHERE s = 'Created'`,
  checks: `CREATE TABLE t_checks (p text NOT NULL, r text NOT NULL CHECK (r = lower(r)), body jsonb NOT NULL, h text NOT NULL, s text NOT NULL CHECK (s IN ('Created','Processed')), c timestamptz NOT NULL, PRIMARY KEY (p, r))`,
};
for (const ddl of Object.values(variants)) for (const part of ddl.split('; ')) await sql.raw(part).execute(db);
const body = JSON.stringify({ productReference: 'TEST-InstantAccess-abcdef12', productIssueNumber: 1, productIssueVersionNumber: 1, accountReference: 'c'.repeat(36), amountMinor: '10050' });
const N = 3000;
const now = new Date();
for (let round = 0; round < 2; round++) {
  for (const name of Object.keys(variants)) {
    const t = performance.now();
    for (let i = 0; i < N; i++) await sql`INSERT INTO ${sql.table('t_' + name)} (p, r, body, h, s, c) VALUES ('p1', ${randomUUID()}, ${body}, ${'x'.repeat(64)}, 'Created', ${now})`.execute(db);
    console.log(round, name, ((performance.now() - t) / N * 1000).toFixed(0), 'us');
  }
  for (const suffix of ['', ' ON CONFLICT DO NOTHING', ' ON CONFLICT DO NOTHING RETURNING r']) {
    const t = performance.now();
    for (let i = 0; i < N; i++) await sql`INSERT INTO t_plain (p, r, body, h, s, c) VALUES ('p1', ${randomUUID()}, ${body}, ${'x'.repeat(64)}, 'Created', ${now})${sql.raw(suffix)}`.execute(db);
    console.log(round, 'plain' + suffix, ((performance.now() - t) / N * 1000).toFixed(0), 'us');
  }
}
process.exit(0);
