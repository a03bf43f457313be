/** The sign-in screen: an operator key, checked with GET /operator/me, kept for this browser tab only. */
import { type FormEvent, useState } from 'react';
import { fetchCurrentOperator, type Operator } from '../hooks/api/me';
import { ApiError } from '../lib/api-error';
import { storeKey } from '../lib/client';

export function SignIn({ onSignedIn, notice }: { onSignedIn: (operator: Operator) => void; notice?: string }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>(notice);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const operator = await fetchCurrentOperator(key.trim());
      storeKey(key.trim());
      onSignedIn(operator);
    } catch (e) {
      setError(e instanceof ApiError && e.status === 401 ? 'That operator key was not accepted. Check it and try again.' : (e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <main className="sign-in">
      <h1>Operator console</h1>
      <form onSubmit={submit} aria-label="Sign in">
        <label className="field">
          <span>Operator key</span>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the screen's one field, and nothing to read before it but its heading: the operator types the key at once. */}
          <input type="password" name="operatorKey" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} required autoFocus />
        </label>
        <p className="hint">In the sandbox, the start banner prints the operator key. It is kept for this browser tab only.</p>
        {error ? (
          <div className="error" role="alert">
            {error}
          </div>
        ) : null}
        <button type="submit" className="primary" disabled={busy || !key.trim()}>
          Sign in
        </button>
      </form>
    </main>
  );
}
