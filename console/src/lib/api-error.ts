/** An error answer of the platform (DESIGN.md §7 body), or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
    readonly fields: { field: string; reason: string }[] = [],
  ) {
    super(description);
  }
}
