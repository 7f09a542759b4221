import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { useConsoleStream } from './api/console-stream';
import { useOperatorSession, type OperatorSession } from './api/session';
import { Layout, pagesOf } from './components/layout';
import SignInPage from './pages/sign-in-page';

// Each area loads when it is opened: a reviewer never downloads the content editor.
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const QueuePage = lazy(() => import('./pages/queue-page'));
const QueueItemPage = lazy(() => import('./pages/queue-item-page'));
const ContentPage = lazy(() => import('./pages/content-page'));
const ConfigPage = lazy(() => import('./pages/config-page'));
const MembersPage = lazy(() => import('./pages/members-page'));
const MemberPage = lazy(() => import('./pages/member-page'));
const AuditPage = lazy(() => import('./pages/audit-page'));
const OperatorsPage = lazy(() => import('./pages/operators-page'));

function routerFor(session: OperatorSession) {
  const allowed = new Set(pagesOf(session).map((p) => p.path));
  const page = (path: string, element: React.ReactNode) => (allowed.has(path) ? element : <Navigate to="/" replace />);
  return createBrowserRouter(
    [
      {
        element: <Layout session={session} />,
        children: [
          { index: true, element: <Navigate to={pagesOf(session)[0]!.path} replace /> },
          { path: 'dashboard', element: page('/dashboard', <DashboardPage />) },
          { path: 'queue', element: page('/queue', <QueuePage />) },
          { path: 'queue/:kind/:id', element: page('/queue', <QueueItemPage />) },
          { path: 'content/:kind?', element: page('/content', <ContentPage />) },
          { path: 'config', element: page('/config', <ConfigPage />) },
          { path: 'members', element: page('/members', <MembersPage />) },
          { path: 'members/:account', element: page('/members', <MemberPage />) },
          { path: 'audit', element: page('/audit', <AuditPage />) },
          { path: 'operators', element: page('/operators', <OperatorsPage />) },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: '/admin' },
  );
}

/** The console: sign-in until an operator is signed in, then the pages their role may open. */
export function ConsoleApp() {
  const session = useOperatorSession();
  useConsoleStream(session);
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t('brand');
  }, [t, i18n.language]);
  // one router per session: a language change re-renders the pages, it does not reset them
  const router = useMemo(() => session && routerFor(session), [session]);
  if (!router) return <SignInPage />;
  return (
    <Suspense fallback={<p className="state">{t('common.loading')}</p>}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
