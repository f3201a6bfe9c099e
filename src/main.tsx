import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { en, loadCatalogue } from '../locales/catalogues.ts';
import type { Catalogue } from '../locales/en.ts';
import { defaultLanguage, type LanguageCode } from '../locales/languages.ts';
import { pageKind } from '../machines/lib/routes.ts';
import type { PageActor } from '../machines/page.machine.ts';
import { App } from './App.tsx';
import { browserPageMachine } from './browserPageMachine.ts';
import { replayEarlyInput, takeEarlyInput } from './earlyInput/replay.ts';
import { browserPageInput, paintedLanguage } from './pageMachineInput.ts';
import { type InspectionRecorder, inspectionRecorder } from './reports/recorder.ts';

declare const __REPORTS__: boolean;

async function devInspector() {
  // Dev only, behind a switch: the whole branch is dropped from production builds.
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return { inspect: createBrowserInspector().inspect };
  }
  return {};
}

/**
 * The page is interactive: mark the moment (the bench times it) and say so on <html> (for tests and
 * tools that wait for it, under a fake clock too), then replay what the visitor did before.
 */
function onStart() {
  performance.mark('page:interactive');
  document.documentElement.dataset.app = 'running';
  // After this commit: the replay then meets the page as a live event would.
  setTimeout(() => replayEarlyInput(takeEarlyInput()));
}

/**
 * The language the page was painted in (by the host, or by the head script before the first paint)
 * and its catalogue, which the head script preloaded: hydration renders exactly what is on screen.
 * Should the catalogue not load, the page starts over in English, and the machines, which detect the
 * visitor's language, try once more and say why it could not.
 */
async function painted(): Promise<{ language: LanguageCode; catalogue: Catalogue; hydrates: boolean }> {
  const language = paintedLanguage();
  const catalogue = await loadCatalogue(language).catch(() => null);
  return catalogue ? { language, catalogue, hydrates: true } : { language: defaultLanguage, catalogue: en, hydrates: false };
}

/**
 * Field reports, when the build has them on (docs/operators.md): the machines are watched from their
 * start, and the reporter loads as a chunk of its own once the page is idle. Off, none of this is built.
 */
function startReportsWhenIdle(actor: PageActor, recorder: InspectionRecorder) {
  const load = () => import('./reports/start.ts').then(({ startReports }) => startReports(actor, recorder));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

/**
 * Starts the page. A function, not top-level await: with one, the bundler keeps what the entry shares
 * with a lazy chunk (the field reporter's) in a chunk of its own, one more request before hydration.
 */
async function boot() {
  const [start, inspector] = await Promise.all([painted(), devInspector()]);
  const recorder = __REPORTS__ ? inspectionRecorder() : null;
  const actor = createActor(browserPageMachine, {
    input: browserPageInput(start),
    ...(recorder ? { inspect: recorder.inspect } : {}),
    ...inspector,
  });
  if (recorder) startReportsWhenIdle(actor, recorder);
  const container = document.getElementById('root') as HTMLElement;
  const app = <App actor={actor} onStart={onStart} />;

  // Hydrate only HTML prerendered for this kind of page, in the language it shows; a host that answers
  // unknown paths with index.html gets a fresh render of the not-found page instead of a hydration mismatch.
  // Inside a transition, React hydrates in slices of a few milliseconds and yields between them. Input
  // meanwhile: the head script records the menu's; a tap or key elsewhere makes React finish hydrating at
  // once, in that input's task, and the app then handles it.
  if (start.hydrates && container.dataset.page === pageKind(window.location.pathname)) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration recovered from an error:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void boot();
