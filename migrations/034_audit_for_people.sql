-- Issue 32, item 7: the audit log for people. Each entry keeps the real path
-- the operator called (/operator/products/FT12-GBP-NORTHBANK/issues/1/versions,
-- beside the route pattern in `endpoint`) and the changed object's name as it
-- was at the change (a partner's, a product's, an institution's, a key's).
-- Null for entries written before this. Owned by src/audit/.
ALTER TABLE operator_audit_log ADD COLUMN path text;
ALTER TABLE operator_audit_log ADD COLUMN object_name text;
