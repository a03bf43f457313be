/** What a page says while it loads and when something failed. */
import { ApiError } from '../lib/api-error';

export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const e = error as Error;
  return (
    <div className="error" role="alert">
      {e instanceof ApiError && e.status ? (
        <strong>
          {e.status} {e.code}:{' '}
        </strong>
      ) : null}
      {e.message}
      {e instanceof ApiError && e.fields.length > 0 ? (
        <ul>
          {e.fields.map((f) => (
            <li key={f.field}>
              {f.field}: {f.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Loading({ when }: { when: boolean }) {
  return when ? <p aria-live="polite">Loading…</p> : null;
}
