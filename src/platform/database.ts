/**
 * The whole database as Kysely sees it: each bounded context declares its own
 * tables in its *.tables.ts, and this interface only joins them.
 */
import type { AuthTables } from '../auth/auth.tables.js';
import type { BatchesTables } from '../batches/batches.tables.js';
import type { ClientsTables } from '../clients/clients.tables.js';
import type { InstructionsTables } from '../instructions/instructions.tables.js';
import type { LedgerTables } from '../ledger/ledger.tables.js';
import type { ProductsTables } from '../products/products.tables.js';
import type { SchedulerTables } from '../scheduler/scheduler.tables.js';

export interface Database extends AuthTables, ClientsTables, ProductsTables, InstructionsTables, BatchesTables, LedgerTables, SchedulerTables {}
