import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/root';
import { BackToTop } from './components/layout/back-to-top';
import { Footer } from './components/layout/footer';
import { Header } from './components/layout/header';
import { paths } from './config/paths';
import { SITE } from './config/site';
import { useKeepInputFromBeforeHydration } from './lib/before-hydration';
import { useChromeVisible } from './lib/chrome-visibility';
import { rememberReturnTo, setUnauthorizedHandler } from './lib/session';
import { useToastsRequested } from './lib/toast';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

const Toasts = lazy(() => import('./components/layout/toasts'));
// The small screens' menu of a signed-in user; loaded only when it opens for one.
const MobileMenuAccount = lazy(() => import('./features/portal-access/components/mobile-menu-account'));

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search, hash } = window.location;
      if (pathname !== paths.signIn()) rememberReturnTo(`${pathname}${search}${hash}`);
      void navigate(paths.signIn());
    });
  }, [navigate]);
}

export default function App() {
  const chromeVisible = useChromeVisible();
  const toastsRequested = useToastsRequested();
  const { pathname } = useLocation();
  useUnauthorizedRedirect();
  // Keeps what a person did on the prerendered page before it hydrated, then marks it interactive
  // (data-hydrated, which browser tests and styles read).
  useKeepInputFromBeforeHydration();

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chromeVisible ? <Header mobileAccount={MobileMenuAccount} /> : null}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {chromeVisible && pathname === paths.home() ? <Footer /> : null}
      <BackToTop />
      {toastsRequested ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </>
  );
}

export function HydrateFallback() {
  return (
    <div className="page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading {SITE.name}…
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <main id="main" className="container error-page">
      <h1>Sorry, this page could not be shown</h1>
      <p>{message}</p>
      <p>
        <a href={paths.home()}>Go to the Homepage</a>
      </p>
    </main>
  );
}
