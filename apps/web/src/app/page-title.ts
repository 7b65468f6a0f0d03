import { isGamecode, normalizeGamecode } from '@unsayable/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type MessageKey, translate, useText } from '../i18n/i18n.ts';
import { gamecodeOfPath } from './navigation-rules.ts';

const SITE = 'Unsayable';

const HOME_TITLES: Record<string, MessageKey | null> = {
  '/home': null,
  '/home/create': 'shell.title.create',
  '/home/rules': 'shell.title.rules',
  '/home/submit': 'shell.title.submit',
};

const GAME_TITLES: Record<string, MessageKey> = {
  waiting: 'shell.title.lobby',
  play: 'shell.title.play',
  end: 'shell.title.end',
  tv: 'shell.title.tv',
  watch: 'shell.title.watch',
};

/**
 * The tab's (and the app switcher's) title of each screen. The server writes the first page's
 * title for link previews ("Join game ABC234 on Unsayable"); this one follows the player from there.
 */
export function titleFor(pathname: string, search: string): string {
  const path = pathname.replace(/\/$/, '') || '/home';
  if (path === '/home/join') {
    const code = normalizeGamecode(new URLSearchParams(search).get('code') ?? '');
    return isGamecode(code) ? translate('shell.title.joinCode', { code }) : translate('shell.title.join');
  }
  const home = HOME_TITLES[path];
  if (home !== undefined) return home ? translate(home) : SITE;
  if (path === '/account' || path.startsWith('/account/'))
    return translate(path === '/account/reset' ? 'shell.title.resetPassword' : 'shell.title.account');
  if (path.startsWith('/decks/'))
    return translate(path === '/decks/new' ? 'shell.title.deckNew' : 'shell.title.deck');
  const given = gamecodeOfPath(path);
  if (given === null) return translate('shell.title.notFound');
  const code = normalizeGamecode(given);
  const game = GAME_TITLES[path.split('/')[1] ?? ''];
  return game && isGamecode(code) ? translate(game, { code }) : SITE;
}

/** Keeps `document.title` to the screen on show. */
export function PageTitle() {
  const { pathname, search } = useLocation();
  const { language } = useText();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is written again in a new language
  useEffect(() => {
    document.title = titleFor(pathname, search);
  }, [pathname, search, language]);
  return null;
}
