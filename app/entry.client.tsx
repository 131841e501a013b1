import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server-rendered page paints first, then React hydrates it (docs/decisions/0053). When the
// scripts arrive as fast as the HTML (a warm cache, a fast connection), hydrating at once held the
// first paint back behind the whole hydration; one frame's wait lets the browser show the page, and
// it is the server-rendered page the shopper sees first anyway.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
