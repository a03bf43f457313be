/** The header's search box, on every page: Enter goes to the answers (`/search?q=`). */
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { query } from '../lib/query';

export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (q !== '') void navigate(`/search${query({ q })}`);
  }
  return (
    <form role="search" className="find" onSubmit={submit}>
      <label>
        <span className="visually-hidden">Find anything</span>
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Find a partner, client, reference or id…" maxLength={200} />
      </label>
      {/* Named by its visible word alone (WCAG 2.5.3 Label in Name): a speech user says "click Find". */}
      <button type="submit">Find</button>
    </form>
  );
}
