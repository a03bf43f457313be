/**
 * The operator's command line: `npm run cli -- <command> [options]`
 * (`npm run cli -- --help` lists the commands). It talks HTTP to the operator
 * API of a running platform, so it works the same against a laptop sandbox and
 * a production deployment and never opens the database. The commands are in
 * src/cli/; this file only runs them and sets the exit code.
 */
import { runCli } from './cli/program.js';

process.exitCode = await runCli(process.argv.slice(2));
