/** The SDK's version and the User-Agent it sends. Written from package.json by scripts/write-version.mjs at each build: do not edit. */
export const SDK_VERSION = '0.2.0';

/** `savings-platform-sdk/<version> node/<version>`, sent as `User-Agent` on every request. */
export const USER_AGENT = `savings-platform-sdk/${SDK_VERSION} ${typeof process === 'undefined' ? 'runtime/unknown' : `node/${process.version}`}`;
