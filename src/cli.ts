/**
 * The operator's command line: `npm run cli -- <command> [options]`. It talks
 * HTTP to the operator API of a running platform, so it works the same against
 * a laptop sandbox and a production deployment and never opens the database.
 *
 *   catalogue load FILE            POST the catalogue file to /operator/catalogue
 *   catalogue sandbox-file FILE    write the sandbox catalogue as a catalogue file (a template)
 *
 * Options: --url URL (default $PLATFORM_URL or http://127.0.0.1:8080),
 *          --key KEY (default $OPERATOR_API_KEY or sandbox-operator-key).
 */
import { readFile, writeFile } from 'node:fs/promises';

interface Options {
  url: string;
  key: string;
  args: string[];
}

class UsageError extends Error {}

const USAGE = `Usage: npm run cli -- <command> [--url URL] [--key OPERATOR_API_KEY]

Commands:
  catalogue load FILE           load a catalogue file (JSON) through POST /operator/catalogue
  catalogue sandbox-file FILE   write the sandbox catalogue to FILE, as a template to edit and load
`;

function parseOptions(argv: string[]): Options {
  const options: Options = {
    url: process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080',
    key: process.env.OPERATOR_API_KEY ?? 'sandbox-operator-key',
    args: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--url' || arg === '--key') {
      const value = argv[++i];
      if (!value) throw new UsageError(`${arg} needs a value`);
      if (arg === '--url') options.url = value.replace(/\/$/, '');
      else options.key = value;
    } else if (arg.startsWith('--url=')) options.url = arg.slice(6).replace(/\/$/, '');
    else if (arg.startsWith('--key=')) options.key = arg.slice(6);
    else if (arg === '--help' || arg === '-h') throw new UsageError('');
    else options.args.push(arg);
  }
  return options;
}

async function operatorRequest(options: Options, method: string, path: string, body: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${options.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.key}`, 'content-type': 'application/json' },
      body,
    });
  } catch (error) {
    throw new Error(`Cannot reach the platform at ${options.url} (${(error as Error).cause ?? (error as Error).message}). Is it running? Use --url to point elsewhere.`);
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: show it as it came.
  }
  if (!response.ok) {
    const error = parsed as { Error?: string; ErrorDescription?: string; errors?: { field: string; reason: string }[] };
    const lines = [`${response.status} ${error.Error ?? ''}: ${error.ErrorDescription ?? text}`];
    for (const field of error.errors ?? []) lines.push(`  ${field.field}: ${field.reason}`);
    throw new Error(lines.join('\n'));
  }
  return parsed;
}

async function catalogueCommand(options: Options): Promise<void> {
  const [, action, file] = options.args;
  if (action === 'load') {
    if (!file) throw new UsageError('catalogue load needs a FILE');
    const text = await readFile(file, 'utf8');
    try {
      JSON.parse(text);
    } catch (error) {
      throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
    }
    const result = await operatorRequest(options, 'POST', '/operator/catalogue', text);
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  if (action === 'sandbox-file') {
    if (!file) throw new UsageError('catalogue sandbox-file needs a FILE');
    // Imported here so `catalogue load` does not pay for PDF generation.
    const { sandboxCatalogue } = await import('./sandbox/catalogue.js');
    await writeFile(file, `${JSON.stringify(await sandboxCatalogue(), null, 2)}\n`);
    console.log(`Wrote the sandbox catalogue to ${file}.`);
    return;
  }
  throw new UsageError(`unknown catalogue command "${action ?? ''}"`);
}

const COMMANDS: Record<string, (options: Options) => Promise<void>> = {
  catalogue: catalogueCommand,
};

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const command = COMMANDS[options.args[0] ?? ''];
  if (!command) throw new UsageError(options.args[0] ? `unknown command "${options.args[0]}"` : '');
  await command(options);
}

main().catch((error) => {
  if (error instanceof UsageError) {
    if (error.message) console.error(`Error: ${error.message}\n`);
    console.error(USAGE);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
