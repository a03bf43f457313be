/**
 * The one filter hook of the console's lists (as medusa's admin keeps a
 * table's query in the address): a list's filters, page number and page size
 * live in the address, so a view can be bookmarked, sent to a colleague and
 * survives a reload.
 *
 * - `applied`: each filter as the address has it ('' when absent): what the
 *   list shows and exports.
 * - `form`, `set`: the filter form being edited; `submit` puts its non-empty
 *   values (trimmed) in the address, which starts again at the first page with
 *   the default page size. When the address changes under it (Back, a link to
 *   the same page), the form follows.
 * - `page`: pageNumber and pageSize for the API (`pageSize` one of PAGE_SIZES,
 *   `pageSize` option when the address names none or one not offered);
 *   `onPage`, `onPageSize` for the Pager (a new size starts at the first
 *   page: the old page number means other rows now).
 * - `param`, `merge`: another value of the address (the audit log's `before`
 *   cursor), and setting some while keeping the rest.
 */
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The page sizes a list offers (the API's most is 200). */
export const PAGE_SIZES = [25, 50, 100, 200] as const;

export interface PageParams {
  pageNumber: number;
  pageSize: number;
}

const PAGING = ['pageNumber', 'pageSize'];

export function useListFilters<N extends string>(names: readonly N[], { pageSize: defaultSize = 50 }: { pageSize?: number } = {}) {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<N, string>;
  const key = JSON.stringify(names.map((name) => applied[name]));
  const [editing, setEditing] = useState({ key, form: applied });
  // The address changed under the form: the form follows it (React's "adjust state when a prop changes").
  if (editing.key !== key) setEditing({ key, form: applied });
  const form = editing.key === key ? editing.form : applied;

  const pageNumber = Math.max(1, Number(params.get('pageNumber') ?? '1') || 1);
  const asked = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : defaultSize;
  const rest = () => Object.fromEntries([...params].filter(([name]) => !PAGING.includes(name)));

  return {
    applied,
    form,
    set: (name: N, value: string) => setEditing((e) => ({ key: e.key, form: { ...e.form, [name]: value } })),
    submit: (event: FormEvent) => {
      event.preventDefault();
      setParams(Object.fromEntries(Object.entries<string>(form).flatMap(([name, value]) => (value.trim() === '' ? [] : [[name, value.trim()]]))));
    },
    page: { pageNumber, pageSize } as PageParams,
    onPage: (n: number) => setParams({ ...rest(), pageNumber: String(n), ...(pageSize === defaultSize ? {} : { pageSize: String(pageSize) }) }),
    onPageSize: (size: number) => setParams({ ...rest(), ...(size === defaultSize ? {} : { pageSize: String(size) }) }),
    param: (name: string) => params.get(name) ?? '',
    merge: (values: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...values }),
  };
}
