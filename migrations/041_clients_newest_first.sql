-- The operator's client list and its CSV export read clients newest first
-- (created_at DESC, client_reference), across partners or for one. Without
-- an index in that order each page, and each chunk of an export, sorted every
-- client: an export of n clients cost n²/chunk row visits, and on PGlite four
-- exports of 20,000 clients held the event loop for over a second
-- (docs/performance.md, "Exports that share the process"). With these the
-- walk starts where the last chunk ended.
CREATE INDEX clients_newest_first ON clients (created_at DESC, client_reference);
CREATE INDEX clients_partner_newest_first ON clients (financial_partner_id, created_at DESC, client_reference);
