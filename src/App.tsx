import { Router, useLocation } from 'wouter';
import { pageKind } from '../machines/lib/routes.ts';
import type { PageActor } from '../machines/page.machine.ts';
import { PageProvider } from './machineHooks.tsx';
import './styles/global.ts';
import { About } from './views/About.tsx';
import { ErrorBoundary } from './views/ErrorBoundary.tsx';
import { Features } from './views/Features.tsx';
import { Footer } from './views/Footer.tsx';
import { Header } from './views/Header.tsx';
import { Hero } from './views/Hero.tsx';
import { NotFound } from './views/NotFound.tsx';

function Landing() {
  return (
    <>
      <Header withSectionLinks />
      <main id="main">
        <Hero />
        <About />
        <Features />
      </main>
      <Footer />
    </>
  );
}

/** The page at this location, by the rule the hosts and the head script follow too (machines/lib/routes.ts). */
function PageAtLocation() {
  const [path] = useLocation();
  return pageKind(path) === 'landing' ? <Landing /> : <NotFound path={path} />;
}

/** Routes (see machines/lib/routes.ts): the landing page at its two paths, the not-found page everywhere else. */
export function App({
  actor,
  ssrPath,
  onStart,
}: {
  readonly actor: PageActor;
  readonly ssrPath?: string;
  /** Runs once the page is hydrated and its machines are running. */
  readonly onStart?: () => void;
}) {
  return (
    <PageProvider actor={actor} onStart={onStart}>
      <ErrorBoundary>
        <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
          <PageAtLocation />
        </Router>
      </ErrorBoundary>
    </PageProvider>
  );
}
