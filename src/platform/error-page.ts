/**
 * The error catalogue for people: every error code and every rejection reason
 * with what it means and what to do, one anchor per code. Served as a page at
 * `GET /errors` (where error bodies' documentationUrl points) and written into
 * docs/errors.md (`npm run docs:errors`), both from the catalogues in the code
 * (ERROR_CATALOGUE here, the instructions context's REJECTION_CATALOGUE,
 * handed in by the composition root).
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CATALOGUE, type ErrorCodeEntry, RETIRED_ERROR_CODES } from './errors.js';

/** A rejection reason as the page shows it (the instructions context's catalogue entry). */
export interface RejectionReasonEntry {
  sentence: string;
  requestTypes: string;
  action: string;
}

export type RejectionCatalogue = Readonly<Record<string, RejectionReasonEntry>>;

const ERRORS: Readonly<Record<string, ErrorCodeEntry>> = ERROR_CATALOGUE;

/** The release the retired codes are still mapped in by the SDK (docs/errors.md). */
export const RETIRED_CODES_KEPT_UNTIL = 'SDK 2.0';

/** The catalogue section of docs/errors.md, between its markers. */
export function errorCatalogueMarkdown(rejections: RejectionCatalogue): string {
  const lines: string[] = ['## Error codes', ''];
  for (const [code, entry] of Object.entries(ERRORS)) {
    lines.push(`### ${code}`, '', `HTTP ${entry.status}. ${entry.meaning}`, '', `**What to do:** ${entry.action}`, '');
  }
  lines.push('### Retired codes', '');
  for (const [code, now] of Object.entries(RETIRED_ERROR_CODES)) {
    lines.push(
      `- \`${code}\`: no longer sent; the platform answers [${now}](#${now.toLowerCase()}) instead. The SDK still maps it to the same error class until ${RETIRED_CODES_KEPT_UNTIL}; a program switching on \`error.code\` should match both until then.`,
    );
  }
  lines.push('', '## Rejection reasons', '');
  lines.push(
    'An instruction request is accepted (202) before its rules run; a rule that says no records it as Rejected with one of these codes (`statusReasonCode`, and the start of `statusReason`), never as an error response.',
    '',
  );
  for (const [code, entry] of Object.entries(rejections)) {
    lines.push(`### ${code}`, '', `Ends: ${entry.requestTypes}. ${entry.sentence}`, '', `**What to do:** ${entry.action}`, '');
  }
  return lines.join('\n');
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Backticked words as <code>, the rest escaped. */
const inline = (text: string): string =>
  text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');

/** The page: a heading and a section per code, each section's id the code itself (the documentationUrl's anchor). */
export function errorPageHtml(rejections: RejectionCatalogue): string {
  const section = (code: string, head: string, body: string, action: string) =>
    `<section id="${escapeHtml(code)}"><h3><a href="#${escapeHtml(code)}">${escapeHtml(code)}</a></h3><p>${head}${inline(body)}</p><p><strong>What to do:</strong> ${inline(action)}</p></section>`;
  const errors = Object.entries(ERRORS).map(([code, e]) => section(code, `HTTP ${e.status}. `, e.meaning, e.action));
  const retired = Object.entries(RETIRED_ERROR_CODES).map(
    ([code, now]) =>
      `<li id="${escapeHtml(code)}"><code>${escapeHtml(code)}</code>: no longer sent; the platform answers <a href="#${escapeHtml(now)}">${escapeHtml(now)}</a> instead (the SDK maps both to one error class until ${RETIRED_CODES_KEPT_UNTIL}).</li>`,
  );
  const reasons = Object.entries(rejections).map(([code, r]) => section(code, `Ends: ${escapeHtml(r.requestTypes)}. `, r.sentence, r.action));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Savings Platform: errors and rejection reasons</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2328}code{background:#f3f4f6;padding:0 .2em;border-radius:3px}section{border-top:1px solid #d0d7de;padding:.25rem 0}section:target{background:#fff8c5}h3 a{color:inherit;text-decoration:none}</style>
</head><body>
<h1>Errors and rejection reasons</h1>
<p>Every error body names its code in <code>Error</code> and links here in <code>documentationUrl</code>; a Rejected instruction request names its reason in <code>statusReasonCode</code>. Programs switch on the code; the sentences are for people.</p>
<h2>Error codes</h2>
${errors.join('\n')}
<h2>Retired codes</h2>
<ul>${retired.join('')}</ul>
<h2>Rejection reasons</h2>
<p>An instruction request is accepted (202) before its rules run; a rule that says no records it as Rejected with one of these codes, never as an error response.</p>
${reasons.join('\n')}
</body></html>
`;
}

/** `GET /errors`: the page, built once. */
export function registerErrorPage(app: FastifyInstance, rejections: RejectionCatalogue): void {
  const html = errorPageHtml(rejections);
  app.get('/errors', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      // Static text: nothing to load, nothing to run, nowhere to be framed.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(html),
  );
}
