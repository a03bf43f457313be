import { PGlite } from '@electric-sql/pglite';
const counts = new Map<string, number>();
const orig = (PGlite.prototype as any).query;
(PGlite.prototype as any).query = function (q: string, p: unknown[]) { const k = q.replace(/\s+/g,' ').slice(0, 120); counts.set(k, (counts.get(k) ?? 0) + 1); return orig.call(this, q, p); };
const origExec = (PGlite.prototype as any).exec;
(PGlite.prototype as any).exec = function (q: string) { const k = 'EXEC ' + q.replace(/\s+/g,' ').slice(0, 100); counts.set(k, (counts.get(k) ?? 0) + 1); return origExec.call(this, q); };
(globalThis as any).__dump = () => { for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v, k); counts.clear(); };
const mod = await import('./zz-sub-prof.ts');
