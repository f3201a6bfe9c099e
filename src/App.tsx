import { Route, Router, Switch, useLocation } from 'wouter';
import { landingPaths } from '../machines/lib/routes.ts';
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

function NotFoundAtLocation() {
  const [path] = useLocation();
  return <NotFound path={path} />;
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
          <Switch>
            {landingPaths.map((path) => (
              <Route key={path} path={path} component={Landing} />
            ))}
            <Route component={NotFoundAtLocation} />
          </Switch>
        </Router>
      </ErrorBoundary>
    </PageProvider>
  );
}
