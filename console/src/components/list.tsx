/** Around a list: its total and tools above it, its pages below it (the page and its size kept by useListFilters). */
import type { ReactNode } from 'react';
import { PAGE_SIZES } from '../hooks/use-list-filters';

type Counted = { totalCount?: number; totalCountCapped?: boolean };

/** "1,234 requests" or "more than 10,000 requests"; undefined for a list that does not count. */
function totalOf(page: Counted | undefined, noun: string): string | undefined {
  if (page?.totalCount === undefined) return undefined;
  return `${page.totalCountCapped ? 'More than ' : ''}${page.totalCount.toLocaleString('en-GB')} ${noun}`;
}

/**
 * Under a list: its total (when it counts), Previous/Next, and the rows-per-page choice (when `onPageSize` is given).
 */
export function Pager({
  page,
  onPage,
  onPageSize,
  noun = 'rows',
}: {
  page: ({ pageNumber: number; pageSize?: number; hasMore: boolean } & Counted) | undefined;
  onPage: (n: number) => void;
  onPageSize?: (size: number) => void;
  noun?: string;
}) {
  if (!page) return null;
  const total = totalOf(page, noun);
  const pages = page.totalCount !== undefined && page.pageSize ? Math.max(1, Math.ceil(page.totalCount / page.pageSize)) : undefined;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" disabled={page.pageNumber <= 1} onClick={() => onPage(page.pageNumber - 1)}>
        Previous page
      </button>
      <span>
        Page {page.pageNumber}
        {pages !== undefined && !page.totalCountCapped ? ` of ${pages.toLocaleString('en-GB')}` : ''}
      </span>
      <button type="button" disabled={!page.hasMore} onClick={() => onPage(page.pageNumber + 1)}>
        Next page
      </button>
      {total ? <span className="total">{total}</span> : null}
      {onPageSize && page.pageSize ? (
        <label>
          Rows per page{' '}
          <select value={page.pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </nav>
  );
}

/** Above a list: how many rows its filters match, and the export of them all. */
export function ListTools({ page, noun, children }: { page: Counted | undefined; noun: string; children?: ReactNode }) {
  const total = totalOf(page, noun);
  return (
    <div className="list-tools">
      {total ? <span className="total">{total}</span> : null}
      {children}
    </div>
  );
}
