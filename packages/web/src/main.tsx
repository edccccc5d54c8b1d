import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './styles.css';

const wurzel = document.getElementById('root');
if (!wurzel) throw new Error('Element #root fehlt.');
createRoot(wurzel).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
