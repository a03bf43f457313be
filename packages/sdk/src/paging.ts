/** Paged endpoints: iterate the items of every page, or the pages themselves. */
import type { WithResponse } from './response.js';

export interface PageInfo {
  pageNumber: number;
  pageCount: number;
}

/**
 * The items of every page, fetched one page at a time as the iteration goes
 * (`for await (const item of paged)`); `pages()` gives the whole pages instead,
 * and `pagesWithResponse()` each page with its answer's `requestId`, status and
 * headers. Each iteration starts again at page 1.
 *
 * A page's read fails as the method's call would (its `@throws`); the
 * iteration then ends with that error, after the items already given.
 *
 * @example
 * ```ts
 * for await (const summary of platform.batches.summaries(instructionBatchId)) console.log(summary.instructionReference);
 * for await (const page of platform.batches.summaries(instructionBatchId).pages()) console.log(page.pageNumber, page.pageCount);
 * ```
 */
export interface Paged<Item, Page> extends AsyncIterable<Item> {
  pages(): AsyncIterable<Page>;
  pagesWithResponse(): AsyncIterable<WithResponse<Page>>;
}

export function paged<Item, Page extends PageInfo>(fetchPage: (pageNumber: number) => Promise<WithResponse<Page>>, itemsOf: (page: Page) => readonly Item[]): Paged<Item, Page> {
  async function* pagesWithResponse(): AsyncGenerator<WithResponse<Page>> {
    // Increase the page number until pageCount is reached (the specification's paging rule).
    for (let pageNumber = 1; ; pageNumber += 1) {
      const answer = await fetchPage(pageNumber);
      yield answer;
      if (pageNumber >= answer.data.pageCount) return;
    }
  }
  async function* pages(): AsyncGenerator<Page> {
    for await (const answer of pagesWithResponse()) yield answer.data;
  }
  return {
    pages,
    pagesWithResponse,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* itemsOf(page);
    },
  };
}

/**
 * As `paged`, for an endpoint that pages by cursor: the first page without
 * one, then each page's `nextCursor` until it is null.
 */
export function cursorPaged<Item, Page extends { nextCursor: string | null }>(
  fetchPage: (cursor: string | undefined) => Promise<WithResponse<Page>>,
  itemsOf: (page: Page) => readonly Item[],
): Paged<Item, Page> {
  async function* pagesWithResponse(): AsyncGenerator<WithResponse<Page>> {
    let cursor: string | undefined;
    do {
      const answer = await fetchPage(cursor);
      yield answer;
      cursor = answer.data.nextCursor ?? undefined;
    } while (cursor !== undefined);
  }
  async function* pages(): AsyncGenerator<Page> {
    for await (const answer of pagesWithResponse()) yield answer.data;
  }
  return {
    pages,
    pagesWithResponse,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* itemsOf(page);
    },
  };
}
