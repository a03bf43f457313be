/**
 * Creates and migrates a PGlite data directory, then exits: bench/run.ts runs
 * it before starting a measured server on that directory, so the server opens
 * an existing database as a restarted service does. Creating one (initdb) runs
 * a second WASM instance whose few hundred MB stay resident until a major
 * collection, which made the first phase's peak memory a matter of GC timing.
 *
 *   npx tsx bench/init-pglite.ts DIR
 */
import { openDatabase } from '../src/platform/db.js';

const database = await openDatabase({ dataDir: process.argv[2] });
await database.migrate();
await database.close();
