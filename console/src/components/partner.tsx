/** Partners by name wherever one is shown or chosen (issue 32: names, not ids). */
import { useState } from 'react';
import { Link } from 'react-router';
import { usePartnerChoices } from '../hooks/api/partners';
import { Field } from './layout';

/**
 * A partner by name, linking to its page (/partners/{id}), its id on hover and one click from the clipboard. Falls
 * back to the id when the name is unknown.
 */
export function PartnerName({ id, name }: { id: string; name: string | null | undefined }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="named" title={id}>
      <Link to={`/partners/${encodeURIComponent(id)}`}>{name ?? <span className="id">{id}</span>}</Link>{' '}
      <button
        type="button"
        className="copy"
        onClick={() =>
          void navigator.clipboard?.writeText(id).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'copied' : 'copy id'}
        {/* Which id, for a screen reader; the name starts with the visible words (WCAG 2.5.3 Label in Name). */}
        <span className="visually-hidden"> {id}</span>
      </button>
    </span>
  );
}

/**
 * A partner chosen by name: the partners of the operator API, its id the value. "Any" (empty) unless `required`;
 * an id the list does not hold (a bookmark of a partner since removed) stays selectable as itself.
 */
export function PartnerPicker({ value, onChange, label = 'Partner', required = false }: { value: string; onChange: (id: string) => void; label?: string; required?: boolean }) {
  const { data, error } = usePartnerChoices();
  const known = data?.partners.some((p) => p.financialPartnerId === value) ?? false;
  return (
    <Field label={label}>
      {/* Named by aria-label too: a wrapping label's name would take the chosen option's text with it. */}
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} required={required} aria-invalid={error ? true : undefined}>
        <option value="">{required ? 'Choose a partner' : 'Any'}</option>
        {value && !known ? <option value={value}>{value}</option> : null}
        {data?.partners.map((p) => (
          <option key={p.financialPartnerId} value={p.financialPartnerId}>
            {p.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
