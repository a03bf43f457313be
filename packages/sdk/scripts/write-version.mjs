// Writes src/version.ts from package.json's version, before each build (npm run build), so the
// version the SDK names in its User-Agent is the package's, in the ESM and the CommonJS build alike
// (neither `import.meta` nor `require` exists in both). test/sdk/requests.test.ts fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const file = new URL('../src/version.ts', import.meta.url);
const text = `/** The SDK's version and the User-Agent it sends. Written from package.json by scripts/write-version.mjs at each build: do not edit. */
export const SDK_VERSION = '${version}';

/** \`savings-platform-sdk/<version> node/<version>\`, sent as \`User-Agent\` on every request. */
export const USER_AGENT = \`savings-platform-sdk/\${SDK_VERSION} \${typeof process === 'undefined' ? 'runtime/unknown' : \`node/\${process.version}\`}\`;
`;
if (readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
