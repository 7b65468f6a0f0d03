import { isGamecode, normalizeGamecode } from '@unsayable/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { gamecodeOfPath } from './navigation-rules.ts';

const SITE = 'Unsayable';

const HOME_TITLES: Record<string, string> = {
  '/home': SITE,
  '/home/create': `Create game · ${SITE}`,
  '/home/rules': `How to play · ${SITE}`,
  '/home/submit': `Suggest a card · ${SITE}`,
};

const GAME_TITLES: Record<string, (code: string) => string> = {
  waiting: (code) => `Lobby ${code} · ${SITE}`,
  play: (code) => `Game ${code} · ${SITE}`,
  end: (code) => `Game ${code} is over · ${SITE}`,
  tv: (code) => `TV board ${code} · ${SITE}`,
  watch: (code) => `Watching ${code} · ${SITE}`,
};

/**
 * The tab's (and the app switcher's) title of each screen. The server writes the first page's
 * title for link previews ("Join game ABC234 on Unsayable"); this one follows the player from there.
 */
export function titleFor(pathname: string, search: string): string {
  const path = pathname.replace(/\/$/, '') || '/home';
  if (path === '/home/join') {
    const code = normalizeGamecode(new URLSearchParams(search).get('code') ?? '');
    return isGamecode(code) ? `Join game ${code} on ${SITE}` : `Join game · ${SITE}`;
  }
  const home = HOME_TITLES[path];
  if (home) return home;
  if (path.startsWith('/decks/')) return `${path === '/decks/new' ? 'Make a deck' : 'Deck'} · ${SITE}`;
  const given = gamecodeOfPath(path);
  if (given === null) return `Page not found · ${SITE}`;
  const code = normalizeGamecode(given);
  const game = GAME_TITLES[path.split('/')[1] ?? ''];
  return game && isGamecode(code) ? game(code) : SITE;
}

/** Keeps `document.title` to the screen on show. */
export function PageTitle() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname, search);
  }, [pathname, search]);
  return null;
}
