import { Route, Router, Switch, useLocation } from 'wouter';
import type { PageActor } from '../machines/page.machine.ts';
import { PageProvider } from './page.tsx';
import './styles/global.ts';
import { About } from './views/About.tsx';
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

function Missing() {
  const [path] = useLocation();
  return <NotFound path={path} />;
}

/** Which of the two pages a path shows; the prerender marks its HTML with it. */
export function pageKind(path: string): 'landing' | 'not-found' {
  return path === '/' || path === '/about.html' ? 'landing' : 'not-found';
}

/** Routes: `/` and `/about.html` are the landing page; every other path is the not-found page. */
export function App({ actor, ssrPath }: { readonly actor: PageActor; readonly ssrPath?: string }) {
  return (
    <PageProvider actor={actor}>
      <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
        <Switch>
          <Route path="/" component={Landing} />
          <Route path="/about.html" component={Landing} />
          <Route component={Missing} />
        </Switch>
      </Router>
    </PageProvider>
  );
}
