-- Issue 45 (DESIGN.md §12.4): a statement entry quoting a reference the
-- platform knows matches only a movement that reference names, so a second
-- credit quoting a reference already matched goes to suspense instead of to
-- another batch of the same amount by amount and date. Whether a reference
-- is known is asked of every movement ever expected, matched and rejected
-- ones too (src/payments/ knownReferences), by its EndToEndId, PmtInfId or
-- remittance: one index each, never a scan of the table per entry.
CREATE INDEX expected_movements_end_to_end ON expected_movements (end_to_end_id) WHERE end_to_end_id IS NOT NULL;
CREATE INDEX expected_movements_payment_information ON expected_movements (payment_information_id) WHERE payment_information_id IS NOT NULL;
CREATE INDEX expected_movements_remittance ON expected_movements (remittance) WHERE remittance IS NOT NULL;
