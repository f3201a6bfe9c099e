// The page's views, shown: the app's last chunk (React DOM, which it imports, comes in a chunk of its
// own just before it: src/main.tsx says why the app comes in four).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageKind } from '../machines/lib/routes.ts';
import type { PageActor } from '../machines/page.machine.ts';
import { App } from './App.tsx';

/**
 * Hydrates the page with `actor`'s views, or renders them afresh: when the painted language's catalogue
 * did not load (`hydrates` false: the page starts over in English), or the HTML was prerendered for
 * another kind of page (a host that answers unknown paths with index.html gets the not-found page instead
 * of a hydration mismatch). `onStart` runs once the views are in and the machines run.
 */
export function showPage(actor: PageActor, hydrates: boolean, onStart: () => void) {
  const container = document.getElementById('root') as HTMLElement;
  const app = <App actor={actor} onStart={onStart} />;
  if (hydrates && container.dataset.page === pageKind(window.location.pathname)) {
    // Inside a transition, React hydrates in slices of a few milliseconds and yields between them. Input
    // meanwhile: the head script records the menu's; a tap or key elsewhere makes React finish hydrating at
    // once, in that input's task, and the app then handles it.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration recovered from an error:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}
