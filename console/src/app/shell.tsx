/** The signed-in console: the header (pages, the search box, who is signed in) and one route per page. */
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { SearchBox } from '../components/search-box';
import type { Operator } from '../hooks/api/me';
import { OperatorContext } from '../hooks/use-operator';
import { AccountPage } from '../pages/accounts/account-page';
import { ApprovalsPage } from '../pages/approvals/approvals-page';
import { ProposalPage } from '../pages/approvals/proposal-page';
import { AuditPage } from '../pages/audit/audit-page';
import { BankStatementPage } from '../pages/bank-statements/bank-statement-page';
import { BankStatementsPage } from '../pages/bank-statements/bank-statements-page';
import { QuarantinePage } from '../pages/bank-statements/quarantine-page';
import { UnmatchedEntriesPage } from '../pages/bank-statements/unmatched-entries-page';
import { BatchPage } from '../pages/batches/batch-page';
import { BatchesPage } from '../pages/batches/batches-page';
import { CataloguePage } from '../pages/catalogue/catalogue-page';
import { ProductPage } from '../pages/catalogue/product-page';
import { ClientMoneyPage } from '../pages/client-money/client-money-page';
import { ClientMoneyRunPage } from '../pages/client-money/client-money-run-page';
import { ClientPage } from '../pages/clients/client-page';
import { ClientsPage } from '../pages/clients/clients-page';
import { InstructionPage } from '../pages/instructions/instruction-page';
import { InstructionsPage } from '../pages/instructions/instructions-page';
import { MarginIncomePage } from '../pages/margin-income/margin-income-page';
import { OperatorKeysPage } from '../pages/operator-keys/operator-keys-page';
import { OverviewPage } from '../pages/overview/overview-page';
import { PartnerPage } from '../pages/partners/partner-page';
import { PartnersPage } from '../pages/partners/partners-page';
import { HeldPaymentsPage } from '../pages/payment-files/held-payments-page';
import { PaymentFilePage } from '../pages/payment-files/payment-file-page';
import { PaymentFilesPage } from '../pages/payment-files/payment-files-page';
import { ReconciliationPage } from '../pages/reconciliation/reconciliation-page';
import { SearchPage } from '../pages/search/search-page';

const NAVIGATION = [
  ['/', 'Overview'],
  ['/partners', 'Partners'],
  ['/catalogue', 'Catalogue'],
  ['/batches', 'Batches'],
  ['/instructions', 'Instructions'],
  ['/clients', 'Clients'],
  ['/reconciliation', 'Reconciliation'],
  ['/payment-files', 'Payment files'],
  ['/bank-statements', 'Bank statements'],
  ['/client-money', 'Client money'],
  ['/income', 'Margin income'],
  ['/audit', 'Audit log'],
  ['/approvals', 'Approvals'],
  ['/keys', 'Operator keys'],
] as const;

export function Shell({ operator, onSignOut }: { operator: Operator; onSignOut: () => void }) {
  return (
    <OperatorContext.Provider value={operator}>
      <a className="skip" href="#content">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Savings Platform · Operator</span>
        <nav aria-label="Console">
          {NAVIGATION.map(([path, label]) => (
            <NavLink key={path} to={path} end={path === '/'}>
              {label}
            </NavLink>
          ))}
        </nav>
        <SearchBox />
        <span className="who">
          Signed in as <strong>{operator.name}</strong> ({operator.role}){' '}
          <button type="button" onClick={onSignOut}>
            Sign out
          </button>
        </span>
      </header>
      <main id="content" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<OverviewPage />} />
          <Route path="/partners" element={<PartnersPage />} />
          <Route path="/partners/:financialPartnerId" element={<PartnerPage />} />
          <Route path="/catalogue" element={<CataloguePage />} />
          <Route path="/catalogue/products/:productId" element={<ProductPage />} />
          <Route path="/batches" element={<BatchesPage />} />
          <Route path="/batches/:instructionBatchId" element={<BatchPage />} />
          <Route path="/instructions" element={<InstructionsPage />} />
          <Route path="/instructions/:financialPartnerId/:instructionReference" element={<InstructionPage />} />
          <Route path="/accounts/:depositAccountId" element={<AccountPage />} />
          <Route path="/clients" element={<ClientsPage />} />
          <Route path="/clients/:financialPartnerId/:clientReference" element={<ClientPage />} />
          <Route path="/reconciliation" element={<ReconciliationPage />} />
          <Route path="/payment-files" element={<PaymentFilesPage />} />
          <Route path="/payment-files/held" element={<HeldPaymentsPage />} />
          <Route path="/payment-files/:paymentFileId" element={<PaymentFilePage />} />
          <Route path="/bank-statements" element={<BankStatementsPage />} />
          <Route path="/bank-statements/unmatched" element={<UnmatchedEntriesPage />} />
          <Route path="/bank-statements/quarantine" element={<QuarantinePage />} />
          <Route path="/bank-statements/:bankStatementId" element={<BankStatementPage />} />
          <Route path="/client-money" element={<ClientMoneyPage />} />
          <Route path="/client-money/:reconciliationId" element={<ClientMoneyRunPage />} />
          <Route path="/income" element={<MarginIncomePage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/approvals" element={<ApprovalsPage />} />
          <Route path="/approvals/:proposalId" element={<ProposalPage />} />
          <Route path="/keys" element={<OperatorKeysPage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </OperatorContext.Provider>
  );
}
