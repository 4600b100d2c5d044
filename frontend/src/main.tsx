import './shared/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (container.firstElementChild) {
  // A public page the build pre-rendered (scripts/prerender.mjs): take over the HTML already on screen. As a
  // transition, React hydrates it in short slices, so the page answers input while the script catches up.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
