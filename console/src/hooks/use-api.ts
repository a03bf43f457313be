/**
 * Reading and writing the operator API from a component, for the resource
 * hooks of src/hooks/api/ (pages call those, never these directly):
 *
 * - `useApiQuery(path)` loads a GET path when it changes and keeps the last
 *   answer while the next loads; `reload` loads it again.
 * - `useApiMutation(write, reloads)` runs a write, tracking busy and error,
 *   and on success reloads every query on screen whose path is under one of
 *   `reloads` (an API path: `/operator/partners` covers the list,
 *   `/operator/partners?search=x` and `/operator/partners/{id}/...`). Each
 *   resource's hook module names what its writes make stale, as medusa's
 *   admin invalidates its query keys.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../lib/client';

export interface Query<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/** The queries on screen, by path: what a write's `reloads` reaches. */
const onScreen = new Set<{ path: string; reload: () => void }>();

function under(prefix: string, path: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** Loads again every query on screen whose path is under one of `prefixes`. */
function reloadUnder(prefixes: readonly string[]): void {
  for (const query of [...onScreen]) if (prefixes.some((prefix) => under(prefix, query.path))) query.reload();
}

/** GET `path` (null: nothing to load) whenever it changes; the last answer stays while the next loads. */
export function useApiQuery<T>(path: string | null): Query<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: path !== null });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (path === null) {
      setState({ loading: false });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api<T>('GET', path).then(
      (data) => live && setState({ data, loading: false }),
      (error: Error) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  useEffect(() => {
    if (path === null) return;
    const query = { path, reload };
    onScreen.add(query);
    return () => {
      onScreen.delete(query);
    };
  }, [path, reload]);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

export interface Mutation<V, R> {
  /** Runs the write; never rejects: a failure is in `error` (and given to onError). */
  mutate: (vars: V, then?: { onSuccess?: (result: R) => void; onError?: (error: unknown) => void }) => Promise<void>;
  busy: boolean;
  error: unknown;
  /** Forgets the last failure. */
  reset: () => void;
}

/** A write of the operator API; on success, the queries under `reloads` (API paths) load again. */
export function useApiMutation<V, R>(write: (vars: V) => Promise<R>, reloads: (vars: V, result: R) => readonly string[]): Mutation<V, R> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  async function mutate(vars: V, then: { onSuccess?: (result: R) => void; onError?: (error: unknown) => void } = {}): Promise<void> {
    setBusy(true);
    setError(undefined);
    try {
      const result = await write(vars);
      reloadUnder(reloads(vars, result));
      then.onSuccess?.(result);
    } catch (e) {
      setError(e);
      then.onError?.(e);
    } finally {
      setBusy(false);
    }
  }
  return { mutate, busy, error, reset: () => setError(undefined) };
}

/** Several writes of one page shown as one: busy while any runs, the failure of any, reset together. */
export function together(...mutations: Pick<Mutation<never, unknown>, 'busy' | 'error' | 'reset'>[]): { busy: boolean; error: unknown; reset: () => void } {
  return {
    busy: mutations.some((m) => m.busy),
    error: mutations.find((m) => m.error !== undefined)?.error,
    reset: () => mutations.forEach((m) => m.reset()),
  };
}
