/** `search TEXT`: the console's one box from the command line (GET /operator/search). */
import type { Command } from 'commander';
import { table } from '../format.js';
import { action, endpoint } from '../session.js';

interface SearchResult {
  query: string;
  hits: { kind: string; id: string; label: string; detail: string; financialPartnerId: string | null; financialPartnerName: string | null; path: string }[];
}

export function registerSearch(program: Command): void {
  endpoint(
    program
      .command('search')
      .description('find a partner, client, instruction request, batch, account, product, institution or payment file by any name, reference or id')
      .argument('<text>', 'a name, reference or id (q)'),
    'GET',
    '/operator/search',
  ).action(
    action(async (session, command) => {
      const [text] = command.processedArgs as [string];
      const result = await session.api.get<SearchResult>('/operator/search', { q: text });
      session.print(result, () =>
        result.hits.length === 0
          ? `Nothing matches "${result.query}".`
          : table(result.hits, [
              { header: 'kind', value: (h) => h.kind },
              { header: 'name', value: (h) => h.label },
              { header: 'partner', value: (h) => h.financialPartnerName },
              { header: 'id', value: (h) => h.id },
              { header: 'detail', value: (h) => h.detail },
            ]),
      );
    }),
  );
}
