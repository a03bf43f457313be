/** The SDK's version, read from its package.json (the one place it is written), and the User-Agent it sends. */
import { createRequire } from 'node:module';

// From src/ (tests) and from dist/ (the package) alike, package.json is one folder up.
const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

export const SDK_VERSION: string = version;

/** `savings-platform-sdk/<version> node/<version>`, sent as `User-Agent` on every request. */
export const USER_AGENT = `savings-platform-sdk/${SDK_VERSION} ${typeof process === 'undefined' ? 'runtime/unknown' : `node/${process.version}`}`;
