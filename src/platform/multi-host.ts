/**
 * A DATABASE_URL naming several servers, as libpq reads it:
 *
 *   postgres://user@db1:5432,db2:5432/platform?target_session_attrs=read-write
 *
 * pg (node-postgres) parses one host only, so a replicated PostgreSQL (a
 * primary and standbys, one of which is promoted when the primary is lost)
 * could not be named. Here each new connection tries the hosts in order and
 * keeps the first whose session matches `target_session_attrs`, as libpq does:
 * after a failover the pool's new connections find the promoted server with no
 * change of configuration and no restart.
 *
 * A URL with one host and no target_session_attrs is left to pg exactly as
 * before: nothing here runs.
 */
import pg from 'pg';

/** libpq's values, less `prefer-standby` (a reader's fallback: every connection here must find one kind of server or fail). */
const SESSION_ATTRS = ['any', 'read-write', 'primary', 'read-only', 'standby'] as const;
export type TargetSessionAttrs = (typeof SESSION_ATTRS)[number];

export interface DatabaseHost {
  host: string;
  port: number;
  /** The URL with this host alone (and no target_session_attrs): what pg is given to reach it. */
  url: string;
}

export interface MultiHostUrl {
  hosts: DatabaseHost[];
  targetSessionAttrs: TargetSessionAttrs;
  /** Per host, as libpq's connect_timeout: a host that does not answer must not hold up the next. */
  connectTimeoutMs: number;
}

/** A server that does not answer a connection within this is skipped (libpq's connect_timeout, in seconds, overrides it). */
const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
const DEFAULT_PORT = 5432;

/**
 * The hosts of a multi-host URL (or of one asking for a kind of session), or
 * undefined for a plain single-host one, which pg reads itself as before.
 * Throws an error naming the part at fault for a URL neither can use (the
 * configuration reports it as DATABASE_URL's).
 */
export function parseMultiHostUrl(url: string): MultiHostUrl | undefined {
  const match = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/i.exec(url);
  if (!match) return undefined;
  const [, scheme, userInfo, hostList, rest] = match;
  const query = new URLSearchParams(/\?([^#]*)/.exec(rest)?.[1] ?? '');
  const attrs = query.get('target_session_attrs') ?? 'any';
  // pg would silently ignore target_session_attrs; with one host it is still checked here, as libpq does.
  if (!hostList.includes(',') && attrs === 'any') return undefined;
  if (!(SESSION_ATTRS as readonly string[]).includes(attrs)) {
    throw new Error(`target_session_attrs must be one of ${SESSION_ATTRS.join(', ')}, got "${attrs}"`);
  }
  const timeout = query.get('connect_timeout');
  let connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS;
  if (timeout !== null) {
    if (!/^\d{1,4}$/.test(timeout) || Number(timeout) === 0) throw new Error(`connect_timeout must be a whole number of seconds from 1, got "${timeout}"`);
    connectTimeoutMs = Number(timeout) * 1000;
  }
  query.delete('target_session_attrs');
  query.delete('connect_timeout');
  const path = rest.replace(/[?#].*$/, '');
  const search = query.toString();
  const hosts = hostList.split(',').map((entry) => {
    const { host, port } = parseHost(entry);
    const url = `${scheme}${userInfo !== undefined ? `${userInfo}@` : ''}${formatHost({ host, port })}${path}${search ? `?${search}` : ''}`;
    try {
      new URL(url);
    } catch {
      throw new Error('not a URL once its hosts are read (postgres://user:password@host1:port1,host2:port2/database)');
    }
    return { host, port, url };
  });
  return { hosts, targetSessionAttrs: attrs as TargetSessionAttrs, connectTimeoutMs };
}

function parseHost(entry: string): { host: string; port: number } {
  // [::1]:5432, [::1], host:5432, host
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(entry);
  if (!match) throw new Error(`"${entry}" is not a host or host:port`);
  const port = match[2] === undefined ? DEFAULT_PORT : Number(match[2]);
  if (port < 1 || port > 65535) throw new Error(`"${entry}" has no valid port`);
  return { host: match[1].replace(/^\[(.*)\]$/, '$1'), port };
}

function formatHost({ host, port }: { host: string; port: number }): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Whether a server's session is one `attrs` asks for (the checks libpq makes). */
interface SessionState {
  in_recovery: boolean;
  read_only: string;
}

function describe(state: SessionState): string {
  return state.in_recovery ? 'a standby' : state.read_only === 'on' ? 'read-only' : 'read-write';
}

function sessionMatches(attrs: TargetSessionAttrs, state: SessionState): boolean {
  switch (attrs) {
    case 'any':
      return true;
    case 'read-write':
      return state.read_only === 'off';
    case 'read-only':
      return state.read_only === 'on';
    case 'primary':
      return !state.in_recovery;
    case 'standby':
      return state.in_recovery;
  }
}

const SESSION_STATE_SQL = "SELECT pg_is_in_recovery() AS in_recovery, current_setting('transaction_read_only') AS read_only";

/**
 * Raised when no host gives a matching session. SQLSTATE 08001 (unable to
 * establish a connection) is what libpq reports, and what tells the platform
 * this is an outage (503, processing retried) rather than a fault of the work.
 */
function noHostMatches(target: MultiHostUrl, reasons: string[]): Error {
  const error = new Error(`no server gave a ${target.targetSessionAttrs} session: ${target.hosts.map((h, i) => `${formatHost(h)} (${reasons[i]})`).join(', ')}`) as Error & {
    code: string;
  };
  error.code = '08001';
  return error;
}

/**
 * The pg client class to reach `url` with: `Base` itself for a plain
 * single-host URL, else one that chooses among the URL's hosts. Every client
 * built from it is given `url` as its connectionString.
 */
export function clientClassFor(url: string, Base: typeof pg.Client = pg.Client): typeof pg.Client {
  const hosts = parseMultiHostUrl(url);
  return hosts ? hostSelectingClient(Base, hosts) : Base;
}

/**
 * A pg client class that connects to the first host of `target` giving a
 * matching session. pg's client cannot be reconnected once a connection fails,
 * so the choice is made by short-lived probes (connect, read the session state,
 * disconnect); the client then connects to the chosen host and checks its own
 * session again, since a server can change role between the two.
 */
function hostSelectingClient(Base: typeof pg.Client, target: MultiHostUrl): typeof pg.Client {
  return class HostSelectingClient extends Base {
    private readonly probeConfig: pg.ClientConfig;

    constructor(config?: string | pg.ClientConfig) {
      const settings = {
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionString: target.hosts[0].url,
        connectionTimeoutMillis: target.connectTimeoutMs,
      };
      super(settings);
      this.probeConfig = settings;
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, client: pg.Client) => void)): void;
    override connect(callback?: ((err: Error) => void) | ((err: null, client: pg.Client) => void)): Promise<pg.Client> | void {
      const connected = this.connectToMatchingHost().then(() => this);
      if (!callback) return connected;
      connected.then(
        (client) => (callback as (err: null, client: pg.Client) => void)(null, client),
        (error: Error) => (callback as (err: Error) => void)(error),
      );
    }

    private async connectToMatchingHost(): Promise<void> {
      const chosen = await chooseHost(target, this.probeConfig);
      // pg reads host and port when it connects, not when it is built: the chosen ones are used.
      const self = this as unknown as { host: string; port: number; connectionParameters: { host: string; port: number } };
      self.host = self.connectionParameters.host = chosen.host;
      self.port = self.connectionParameters.port = chosen.port;
      await super.connect();
      if (target.targetSessionAttrs === 'any') return;
      const state = (await super.query(SESSION_STATE_SQL)).rows[0] as SessionState;
      if (!sessionMatches(target.targetSessionAttrs, state)) {
        await this.end().catch(() => undefined);
        throw noHostMatches({ ...target, hosts: [chosen] }, [`${describe(state)} by the time it was connected`]);
      }
    }
  };
}

/** The first host, in the URL's order, that accepts a connection and gives a matching session. */
async function chooseHost(target: MultiHostUrl, config: pg.ClientConfig): Promise<DatabaseHost> {
  const reasons: string[] = [];
  for (const candidate of target.hosts) {
    const probe = new pg.Client({ ...config, connectionString: candidate.url });
    // A probe's server may go away while we read it; the failure is its answer, not a crash.
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if (target.targetSessionAttrs === 'any') return candidate;
      const state = (await probe.query(SESSION_STATE_SQL)).rows[0] as SessionState;
      if (sessionMatches(target.targetSessionAttrs, state)) return candidate;
      reasons.push(describe(state));
    } catch (error) {
      reasons.push((error as Error).message || String(error));
    } finally {
      await probe.end().catch(() => undefined);
    }
  }
  throw noHostMatches(target, reasons);
}
