/**
 * The operator console: sign-in, then one page per task. It calls only the
 * operator API (src/api.ts); a viewer's key gets the same pages without the
 * controls that write.
 */
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router';
import { api, ApiError, type Operator, storedKey, storeKey } from './api';
import { AccountPage } from './pages/account';
import { AuditPage } from './pages/audit';
import { BankStatementPage, BankStatementsPage, UnmatchedEntriesPage } from './pages/bank-statements';
import { BatchPage, BatchesPage } from './pages/batches';
import { CataloguePage, ProductPage } from './pages/catalogue';
import { ClientMoneyPage, ClientMoneyRunPage, MarginIncomePage } from './pages/client-money';
import { ClientPage, ClientsPage } from './pages/clients';
import { InstructionPage, InstructionsPage } from './pages/instructions';
import { KeysPage } from './pages/keys';
import { OverviewPage } from './pages/overview';
import { PartnersPage } from './pages/partners';
import { HeldPaymentsPage, PaymentFilePage, PaymentFilesPage } from './pages/payment-files';
import { ReconciliationPage } from './pages/reconciliation';
import { SearchBox, SearchPage } from './pages/search';
import { OperatorContext } from './session';
import './styles.css';

function SignIn({ onSignedIn, notice }: { onSignedIn: (operator: Operator) => void; notice?: string }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>(notice);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const operator = await api<Operator>('GET', '/operator/me', undefined, key.trim());
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

const PAGES = [
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
  ['/keys', 'Operator keys'],
] as const;

function Shell({ operator, onSignOut }: { operator: Operator; onSignOut: () => void }) {
  return (
    <OperatorContext.Provider value={operator}>
      <a className="skip" href="#content">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Savings Platform · Operator</span>
        <nav aria-label="Console">
          {PAGES.map(([path, label]) => (
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
          <Route path="/bank-statements/:bankStatementId" element={<BankStatementPage />} />
          <Route path="/client-money" element={<ClientMoneyPage />} />
          <Route path="/client-money/:reconciliationId" element={<ClientMoneyRunPage />} />
          <Route path="/income" element={<MarginIncomePage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/keys" element={<KeysPage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </OperatorContext.Provider>
  );
}

function App() {
  const [operator, setOperator] = useState<Operator | undefined>();
  const [checking, setChecking] = useState(storedKey() !== null);
  const [notice, setNotice] = useState<string | undefined>();
  // A key kept from earlier in this tab: check it is still live (it may have been revoked).
  useEffect(() => {
    if (!checking) return;
    api<Operator>('GET', '/operator/me').then(
      (me) => {
        setOperator(me);
        setChecking(false);
      },
      () => {
        storeKey(null);
        setNotice('Your session ended: sign in again.');
        setChecking(false);
      },
    );
  }, [checking]);
  if (checking) return <p>Loading…</p>;
  if (!operator) return <SignIn onSignedIn={setOperator} notice={notice} />;
  return (
    <Shell
      operator={operator}
      onSignOut={() => {
        storeKey(null);
        setOperator(undefined);
      }}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/console">
      <App />
    </BrowserRouter>
  </StrictMode>,
);
