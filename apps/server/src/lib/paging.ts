/** The paged-list body (docs/product.md, 8. API) from a page of rows, the total and the requested window. */
export function pageOf<T>(docs: T[], totalDocs: number, limit: number, offset: number) {
  return {
    docs,
    totalDocs,
    totalPages: Math.ceil(totalDocs / limit),
    page: Math.floor(offset / limit) + 1,
    limit,
  };
}

/** A user's text as a LIKE prefix pattern: %, _ and \ match themselves. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
