import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startApp } from './app/start.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
let root: Root | null = null;

void startApp(() => {
  root ??= createRoot(container);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
