-- Documents of a financial institution (its FSCS depositor information sheet,
-- for example), shown in financialInstitution.documents of every product it
-- offers. The documents themselves are versioned in `documents` as product
-- documents are; this row says which version the institution carries now, at
-- most one of each type, so the download path
-- (/products/{productId}/institution/document/{documentType}) names one document.
CREATE TABLE financial_institution_documents (
  financial_institution_id text NOT NULL REFERENCES financial_institutions (financial_institution_id),
  document_type text NOT NULL,
  document_id text NOT NULL,
  document_version integer NOT NULL,
  PRIMARY KEY (financial_institution_id, document_type),
  FOREIGN KEY (document_id, document_version) REFERENCES documents (document_id, document_version)
);
