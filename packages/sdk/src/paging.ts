/** Paged endpoints: iterate the items of every page, or the pages themselves. */

export interface PageInfo {
  pageNumber: number;
  pageCount: number;
}

/**
 * The items of every page, fetched one page at a time as the iteration goes
 * (`for await (const item of paged)`); `pages()` gives the whole pages instead.
 * Each iteration starts again at page 1.
 */
export interface Paged<Item, Page> extends AsyncIterable<Item> {
  pages(): AsyncIterable<Page>;
}

export function paged<Item, Page extends PageInfo>(fetchPage: (pageNumber: number) => Promise<Page>, itemsOf: (page: Page) => readonly Item[]): Paged<Item, Page> {
  async function* pages(): AsyncGenerator<Page> {
    // Increase the page number until pageCount is reached (the specification's paging rule).
    for (let pageNumber = 1; ; pageNumber += 1) {
      const page = await fetchPage(pageNumber);
      yield page;
      if (pageNumber >= page.pageCount) return;
    }
  }
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* itemsOf(page);
    },
  };
}
