/**
 * The whole database as Kysely sees it, and the two handles on it. Type-only:
 * each owner declares its tables in its own *.tables.ts and this module only
 * joins them, so it sits above the contexts' table declarations and below
 * everything that queries them (a *.tables.ts imports nothing from src/).
 *
 * `Db` is the pool; `Tx` is a transaction. A function that must run inside its
 * caller's transaction takes `trx: Tx`: handing it the pool does not compile,
 * so "this must be atomic with the caller's other writes" is said in the type.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ApprovalsTables } from './approvals/approvals.tables.js';
import type { AuditTables } from './audit/audit.tables.js';
import type { AuthTables } from './auth/auth.tables.js';
import type { BankStatementsTables } from './bank-statements/bank-statements.tables.js';
import type { BankingTables } from './banking/banking.tables.js';
import type { BatchesTables } from './batches/batches.tables.js';
import type { CalendarTables } from './calendar-changes/calendar-changes.tables.js';
import type { ClientMoneyTables } from './client-money/client-money.tables.js';
import type { ClientsTables } from './clients/clients.tables.js';
import type { EventsTables } from './events/events.tables.js';
import type { FscsTables } from './fscs/fscs.tables.js';
import type { InstructionsTables } from './instructions/instructions.tables.js';
import type { LedgerTables } from './ledger/ledger.tables.js';
import type { OperatorTables } from './operator/operator.tables.js';
import type { PaymentsTables } from './payments/payments.tables.js';
import type { SandboxBankTables } from './sandbox-bank/sandbox-bank.tables.js';
import type { DatabaseHandle } from './platform/db.js';
import type { ProductsTables } from './products/products.tables.js';
import type { SchedulerTables } from './scheduler/scheduler.tables.js';

export interface Database
  extends
    AuthTables,
    ClientsTables,
    ProductsTables,
    InstructionsTables,
    BatchesTables,
    LedgerTables,
    SchedulerTables,
    OperatorTables,
    AuditTables,
    EventsTables,
    CalendarTables,
    FscsTables,
    BankingTables,
    BankStatementsTables,
    PaymentsTables,
    SandboxBankTables,
    ClientMoneyTables,
    ApprovalsTables {}

/** The pool: each statement on its own, or `db.transaction()` to open one. */
export type Db = Kysely<Database>;

/** Inside a transaction: the marker of every function that must run in its caller's. */
export type Tx = Transaction<Database>;

/** The platform's database handle, typed with every table. */
export type PlatformDatabase = DatabaseHandle<Database>;
