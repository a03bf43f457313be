/** A change shown back before it is made, and secrets shown once. */
import type { ReactNode } from 'react';

/** A change asked for, shown back to the operator before it is made (`ready` false: Confirm waits, e.g. for a reason). */
export function Confirm({
  message,
  onConfirm,
  onCancel,
  busy,
  ready = true,
}: {
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  ready?: boolean;
}) {
  return (
    <div className="confirm" role="alertdialog" aria-label="Confirm the change">
      <p>{message}</p>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog takes the focus when it opens (WAI-ARIA's dialog pattern), or a keyboard user is left on the button that opened it. */}
      <button type="button" className="primary" onClick={onConfirm} disabled={busy || !ready} autoFocus>
        Confirm
      </button>{' '}
      <button type="button" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}

/** Secrets shown once: the operator copies them now or never sees them again. */
export function ShownOnce({ title, values, onDone }: { title: string; values: Record<string, string>; onDone: () => void }) {
  return (
    <div className="shown-once" role="region" aria-label={title}>
      <h3>{title}</h3>
      <p>Shown once: copy them now. The platform keeps only their hashes.</p>
      <dl>
        {Object.entries(values).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <code data-secret={name}>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}
