/**
 * The operator console: sign-in, then one page per task (src/pages/<page>/).
 * Pages read and write the operator API only through their resource's hooks
 * (src/hooks/api/), whose types are generated from openapi/operator.json; a
 * viewer's key gets the same pages without the controls that write.
 * docs/console.md describes the layout.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/console">
      <App />
    </BrowserRouter>
  </StrictMode>,
);
