import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { loadSession } from '../net/saved-session.ts';
import { Frame } from '../ui/frame.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { startupRedirect } from './navigation-rules.ts';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

const HomeMenu = lazyScreen('home', () => import('../features/home/home-menu.tsx'));
const CreateGame = lazyScreen('create game', () => import('../features/home/create-game.tsx'));
const JoinGame = lazyScreen('join game', () => import('../features/home/join-game.tsx'));
const HowToPlay = lazyScreen('how to play', () => import('../features/home/how-to-play.tsx'));
const SubmitCard = lazyScreen('suggest a card', () => import('../features/home/submit-card.tsx'));
const Lobby = lazyScreen('lobby', () => import('../features/lobby/lobby-screen.tsx'));
const Play = lazyScreen('play', () => import('../features/play/play-screen.tsx'));
const End = lazyScreen('end', () => import('../features/end/end-screen.tsx'));
const NotFound = lazyScreen('page not found', () => import('../features/not-found.tsx'));

function Screens() {
  const location = useLocation();
  return (
    <ScreenErrorBoundary key={location.pathname}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** The seed's startup rule, once per page load; `?code=` anywhere opens the join form with it. */
function StartupRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the first render of a page load
  useEffect(() => {
    const code = new URLSearchParams(location.search).get('code');
    if (code && location.pathname !== '/home/join') {
      navigate(`/home/join?code=${encodeURIComponent(code)}`, { replace: true });
      return;
    }
    const to = startupRedirect(location.pathname, location.search, loadSession().gamecode);
    if (to) navigate(to, { replace: true });
  }, []);
  return null;
}

/**
 * `/` goes home, by the same startup rules: its redirect runs after StartupRedirect's, so a plain
 * `/home` here would undo an invite's `?code=` and a saved game's return to its lobby.
 */
function IndexRedirect() {
  const { search } = useLocation();
  const code = new URLSearchParams(search).get('code');
  const to = code
    ? `/home/join?code=${encodeURIComponent(code)}`
    : (startupRedirect('/', search, loadSession().gamecode) ?? '/home');
  return <Navigate to={to} replace />;
}

export function AppRoutes() {
  return (
    <>
      <StartupRedirect />
      <Routes>
        <Route element={<Frame />}>
          <Route element={<Screens />}>
            <Route index element={<IndexRedirect />} />
            <Route path="home">
              <Route index element={<HomeMenu />} />
              <Route path="create" element={<CreateGame />} />
              <Route path="join" element={<JoinGame />} />
              <Route path="rules" element={<HowToPlay />} />
              <Route path="submit" element={<SubmitCard />} />
            </Route>
            <Route path="waiting/:gamecode" element={<Lobby />} />
            <Route path="play/:gamecode" element={<Play />} />
            <Route path="end/:gamecode" element={<End />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
