import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureRequest } from '@pronto/request';
import { App } from './App.tsx';
import { restoreToken } from './providers/authProvider.ts';
import { markSessionExpired } from './providers/session.ts';

configureRequest({ application: 'Pronto Admin', onUnauthorized: () => markSessionExpired() });
restoreToken();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
