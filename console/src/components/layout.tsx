/** The building blocks of a page's layout: sections, labelled fields, status labels, amounts in a table. */
import type { ReactNode } from 'react';
import { money } from '../lib/format';

/** An amount right-aligned with its currency, in a table cell. */
export function MoneyCell({ amount, currency }: { amount: number | null | undefined; currency: string | null | undefined }) {
  return (
    <td className="money">
      {money(amount)} <span className="currency">{currency ?? ''}</span>
    </td>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title}>
      <div className="section-head">
        <h2>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status.toLowerCase()}`}>{status}</span>;
}

/** A field with its label: every control in the console is labelled. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="field">
      <span>{label}</span>
      {children}
    </label>
  );
}
