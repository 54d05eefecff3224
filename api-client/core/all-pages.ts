/** A page of a list the backend pages (Pagination in api-client/openapi.yaml). */
interface Page<T> {
  data: T[];
  pagination: { page: number; hasNext: boolean };
}

/**
 * Every item of a paged list: page 1, then each next page while the backend says there is one, in
 * one answer shaped like page 1 (its other fields, such as a period's total, are page 1's). For a
 * view that needs the whole list at once (a chart, a sum), where showing a first page would quietly
 * leave items out. A page with no items ends it, so a backend that keeps saying hasNext cannot loop.
 */
export async function readAllPages<T, P extends Page<T>>(fetchPage: (page: number) => Promise<P>): Promise<P> {
  const first = await fetchPage(1);
  const data = [...first.data];
  let last: P = first;
  while (last.pagination.hasNext && last.data.length > 0) {
    last = await fetchPage(last.pagination.page + 1);
    data.push(...last.data);
  }
  return { ...first, data, pagination: { ...last.pagination, hasNext: false } };
}
