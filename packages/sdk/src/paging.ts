/**
 * Every list method's one shape (the Stripe way): `await` it for the first page
 * as the API answers it, or `for await` it for every item of every page.
 */
import { PlatformPromise, type WithResponse } from './response.js';

export interface PageInfo {
  pageNumber: number;
  pageCount: number;
}

/**
 * What every list method returns. Awaiting it gives the first page, as the
 * API answers it (`withResponse()` with its `requestId`, status and headers);
 * iterating it (`for await (const item of list)`) gives the items of every
 * page, fetched one page at a time as the iteration goes; `pages()` gives the
 * whole pages, and `pagesWithResponse()` each page with its answer. Nothing is
 * sent until the list is awaited or iterated; each iteration starts again at
 * the first page.
 *
 * A page's read fails as the method's call would (its `@throws`); the
 * iteration then ends with that error, after the items already given.
 *
 * @example
 * ```ts
 * const { productItems } = await platform.products.list(); // the first (here the only) page
 * for await (const summary of platform.batches.summaries(instructionBatchId)) console.log(summary.instructionReference);
 * for await (const page of platform.batches.summaries(instructionBatchId).pages()) console.log(page.pageNumber, page.pageCount);
 * ```
 */
export class Paged<Item, Page> extends PlatformPromise<Page> implements AsyncIterable<Item> {
  readonly #fetch: (token: string | undefined) => Promise<WithResponse<Page>>;
  readonly #itemsOf: (page: Page) => readonly Item[];
  readonly #nextOf: (page: Page, token: string | undefined) => string | undefined;

  /** @internal `nextOf` says the token of the page after `page` (fetched with `token`), or undefined after the last. */
  constructor(
    fetch: (token: string | undefined) => Promise<WithResponse<Page>>,
    itemsOf: (page: Page) => readonly Item[],
    nextOf: (page: Page, token: string | undefined) => string | undefined,
  ) {
    super(() => fetch(undefined));
    this.#fetch = fetch;
    this.#itemsOf = itemsOf;
    this.#nextOf = nextOf;
  }

  /** Each page with its answer's `requestId`, status and headers. */
  async *pagesWithResponse(): AsyncGenerator<WithResponse<Page>> {
    let token: string | undefined;
    for (;;) {
      const answer = await this.#fetch(token);
      yield answer;
      token = this.#nextOf(answer.data, token);
      if (token === undefined) return;
    }
  }

  /** The whole pages, one at a time. */
  async *pages(): AsyncGenerator<Page> {
    for await (const answer of this.pagesWithResponse()) yield answer.data;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
    for await (const page of this.pages()) yield* this.#itemsOf(page);
  }
}

/** Pages by number: 1, 2, ... until `pageCount` (the specification's paging rule). */
export function paged<Item, Page extends PageInfo>(fetchPage: (pageNumber: number) => Promise<WithResponse<Page>>, itemsOf: (page: Page) => readonly Item[]): Paged<Item, Page> {
  return new Paged(
    (token) => fetchPage(token === undefined ? 1 : Number(token)),
    itemsOf,
    (page, token) => {
      const pageNumber = token === undefined ? 1 : Number(token);
      return pageNumber >= page.pageCount ? undefined : String(pageNumber + 1);
    },
  );
}

/** Pages by cursor: the first page without one, then each page's `nextCursor` until it is null. */
export function cursorPaged<Item, Page extends { nextCursor: string | null }>(
  fetchPage: (cursor: string | undefined) => Promise<WithResponse<Page>>,
  itemsOf: (page: Page) => readonly Item[],
): Paged<Item, Page> {
  return new Paged(fetchPage, itemsOf, (page) => page.nextCursor ?? undefined);
}

/** A list the API answers whole, in one page. */
export function onePage<Item, Page>(fetchPage: () => Promise<WithResponse<Page>>, itemsOf: (page: Page) => readonly Item[]): Paged<Item, Page> {
  return new Paged(
    () => fetchPage(),
    itemsOf,
    () => undefined,
  );
}
