import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useText } from '../i18n/i18n.ts';
import { useConnection } from '../net/connection-context.ts';
import { markSavedGame } from '../net/saved-game-live.ts';
import { loadSession, saveSession } from '../net/saved-session.ts';
import { Spinner } from '../ui/spinner.tsx';
import { Frame } from './frame.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { invitedCode, isGamePath, startupRedirect } from './navigation-rules.ts';
import { PageTitle } from './page-title.ts';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

const HomeMenu = lazyScreen('home', () => import('../features/home/home-menu.tsx'));
const CreateGame = lazyScreen('create game', () => import('../features/home/create-game.tsx'), ['game']);
const JoinGame = lazyScreen('join game', () => import('../features/home/join-game.tsx'), ['game']);
const HowToPlay = lazyScreen('how to play', () => import('../features/home/how-to-play.tsx'), ['rules']);
const SubmitCard = lazyScreen('suggest a card', () => import('../features/home/submit-card.tsx'), ['game']);
const Lobby = lazyScreen('lobby', () => import('../features/lobby/lobby-screen.tsx'), ['game']);
const Play = lazyScreen('play', () => import('../features/play/play-screen.tsx'), ['game']);
const End = lazyScreen('end', () => import('../features/end/end-screen.tsx'), ['game']);
const TvBoard = lazyScreen('tv board', () => import('../features/tv/tv-board.tsx'), ['game']);
const Spectator = lazyScreen('watch', () => import('../features/tv/spectator-screen.tsx'), ['game']);
const Decks = lazyScreen('deck', () => import('../features/decks/deck-screens.tsx'), ['game']);
const Account = lazyScreen('account', () => import('../features/account/account-screens.tsx'), ['game']);
const NotFound = lazyScreen('page not found', () => import('./not-found.tsx'));
const ShortJoin = lazyScreen('join by code', () => import('./short-join.tsx'));
const StoreOutlet = lazyScreen('store', () => import('./with-store.tsx'), ['game']);

/** The screen a game goes to next, loaded while the one before it is open: Start and the end find it there. */
function useNextGameScreen(pathname: string) {
  useEffect(() => {
    if (pathname.startsWith('/waiting/')) Play.preload();
    else if (pathname.startsWith('/play/')) End.preload();
  }, [pathname]);
}

function Screens() {
  const location = useLocation();
  const { t } = useText();
  useNextGameScreen(location.pathname);
  return (
    <ScreenErrorBoundary key={location.pathname}>
      <Suspense fallback={<Spinner label={t('shell.loading')} />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * The startup rule, once per page load; `?code=` anywhere opens the join form with it. A saved
 * game is gone back to only if the server says it is still open: the code of one that has ended
 * or is gone is forgotten, and the player stays where they are (the start screen, for an app
 * opened from the home screen). Someone who has moved on meanwhile is not taken away. The answer
 * is kept (`markSavedGame`) for the screens outside the game, which offer the way back to it; a
 * game's own screens need no asking: its views say it.
 */
function StartupRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const connection = useConnection();
  const here = useRef(location.pathname);
  here.current = location.pathname;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the first render of a page load
  useEffect(() => {
    const code = invitedCode(location.pathname, location.search);
    if (code) navigate(`/home/join?code=${encodeURIComponent(code)}`, { replace: true });
    const saved = loadSession().gamecode;
    if (!saved || isGamePath(location.pathname)) return;
    const to = code ? null : startupRedirect(location.pathname, location.search, saved);
    // `/` itself is sent on to /home by IndexRedirect while the server is asked.
    const stayed = [location.pathname, location.pathname === '/' ? '/home' : null];
    let current = true;
    // Loaded only for a returning player: it needs the messages that tell a passing failure. Not
    // loaded (offline) is a passing failure too: the game counts as open.
    void import('./saved-game-check.ts')
      .then(({ savedGameStatus }) => savedGameStatus(connection, saved))
      .catch(() => 'open' as const)
      .then((status) => {
        if (!current) return;
        markSavedGame(saved, status === 'open');
        if (status === 'over') saveSession({ gamecode: null });
        else if (to && stayed.includes(here.current)) navigate(to, { replace: true });
      });
    return () => {
      current = false;
    };
  }, []);
  return null;
}

/** `/` goes home; an invite's `?code=` goes on to the join form (a saved game: StartupRedirect). */
function IndexRedirect() {
  const { search } = useLocation();
  const code = new URLSearchParams(search).get('code');
  return <Navigate to={code ? `/home/join?code=${encodeURIComponent(code)}` : '/home'} replace />;
}

export function AppRoutes() {
  return (
    <>
      <StartupRedirect />
      <PageTitle />
      <Routes>
        <Route element={<Frame />}>
          <Route element={<Screens />}>
            <Route index element={<IndexRedirect />} />
            <Route path="home">
              <Route index element={<HomeMenu />} />
              <Route path="rules" element={<HowToPlay />} />
            </Route>
            {/* Accounts need no store: the profile is the server's, and the socket is the connection's. */}
            <Route path="account/*" element={<Account />} />
            {/* The home menu and the rules need no store; every other screen loads it first. */}
            <Route element={<StoreOutlet />}>
              <Route path="home/create" element={<CreateGame />} />
              <Route path="home/join" element={<JoinGame />} />
              <Route path="home/submit" element={<SubmitCard />} />
              <Route path="waiting/:gamecode" element={<Lobby />} />
              <Route path="play/:gamecode" element={<Play />} />
              <Route path="end/:gamecode" element={<End />} />
              <Route path="tv/:gamecode" element={<TvBoard />} />
              <Route path="watch/:gamecode" element={<Spectator />} />
              <Route path="decks/*" element={<Decks />} />
            </Route>
            <Route path=":gamecode" element={<ShortJoin />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
