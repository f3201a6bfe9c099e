import type { InspectionEvent, Observer } from 'xstate';
import { en, loadCatalogue } from '../locales/catalogues.ts';
import type { Catalogue } from '../locales/en.ts';
import { defaultLanguage, type LanguageCode } from '../locales/languages.ts';
import type { PageActor } from '../machines/page.machine.ts';
import { replayEarlyInput, takeEarlyInput } from './earlyInput/replay.ts';
import { browserPageInput, paintedLanguage } from './pageMachineInput.ts';
import { type InspectionRecorder, inspectionRecorder } from './reports/recorder.ts';
import { nextTask, whenIdle } from './schedule.ts';

declare const __REPORTS__: boolean;

async function devInspector(): Promise<Observer<InspectionEvent> | undefined> {
  // Dev only, behind a switch: the whole branch is dropped from production builds.
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect;
  }
  return undefined;
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
 * Field reports, when the build has them on (docs/operators.md): the reports machine, an actor of the
 * page's system, takes the machines' steps since they started; the browser's side (web-vitals, the
 * listeners) loads as a chunk of its own once the page is idle. Off, none of this is built.
 */
function startReports(actor: PageActor, recorder: InspectionRecorder) {
  const reports = actor.getSnapshot().children.reports;
  if (!reports) return;
  recorder.follow((step) => reports.send({ type: 'machine.step', step }));
  whenIdle(() => void import('./reports/start.ts').then((reporter) => reporter.startReports(reports)));
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
 * Starts the page. A function, not top-level await: with one, the bundler keeps what the entry shares
 * with a lazy chunk (the field reporter's) in chunks of their own, more requests before hydration (a
 * build with reports on starts with ten chunks beside the entry instead of seven).
 *
 * The app comes in four chunks, each evaluated in a task of its own (on a slow phone one would take
 * longer than a task should): this entry, the machines (pageActor.ts), React DOM, and the views
 * (showPage.tsx). The head script asks for all of them as it starts the app
 * (scripts/build/app-chunks.ts names them), so none waits for another's round trip. Between the steps
 * below the browser handles input and draws frames.
 */
async function boot() {
  const [start, inspector, reports] = await Promise.all([
    painted(),
    devInspector(),
    __REPORTS__ ? import('../machines/reports.machine.ts') : undefined,
  ]);
  await nextTask();
  const { createPageActor } = await import('./pageActor.ts');
  await nextTask();
  const recorder = __REPORTS__ ? inspectionRecorder() : null;
  // Both watch the whole system when both are on: the reports' recorder and the dev inspector.
  const watchers = [recorder, inspector].filter((watch) => watch !== undefined && watch !== null);
  const actor = createPageActor(browserPageInput(start), reports?.reportsMachine, watchers);
  await nextTask();
  await import('react-dom/client'); // evaluated here, in a task of its own; the views' chunk imports it
  await nextTask();
  const { showPage } = await import('./showPage.tsx');
  await nextTask();
  showPage(actor, start.hydrates, () => {
    onStart();
    if (recorder) startReports(actor, recorder);
  });
}

// An app that cannot start (a chunk fails to load, or throws as it starts) says why and replays nothing:
// taking the record stops the head script's recording, so the menu goes on working as plain HTML.
boot().catch((error: unknown) => {
  takeEarlyInput();
  console.error('The app could not start; the page stays as it was served:', error);
});
