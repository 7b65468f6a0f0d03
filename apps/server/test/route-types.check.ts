/**
 * Compile-time checks of the route catalogue, run by `npm run typecheck` (never executed): each
 * line marked `@ts-expect-error` must stay an error, or tsc fails on the unused directive.
 */
import type {
  GameLanguage,
  HttpAnswers,
  HttpRefusal,
  HttpRouteName,
  ParsedRouteBody,
  RouteAnswer,
  RouteBody,
} from '@unsayable/rules';
import { Router } from 'express';
import { catalogueRoute } from '../src/access/catalogue-route.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Every route has an answer type, and nothing else does.
export const everyRouteAnswered: Same<keyof HttpAnswers, HttpRouteName> = true;
// @ts-expect-error the check above can fail: a route without an answer is told apart
export const checkCanFail: Same<keyof HttpAnswers, HttpRouteName | 'launchRockets'> = true;
// @ts-expect-error a misspelled route is not in the catalogue
export const misspelled: HttpRouteName = 'singIn';

// Bodies of the wrong shape for their route.
// @ts-expect-error a sign-in needs a password
export const signInWithoutPassword: RouteBody<'signIn'> = { email: 'ana@example.com' };
// @ts-expect-error the field is `name`, not `displayName`
export const misnamedField: RouteBody<'name'> = { displayName: 'Ana' };
// @ts-expect-error a route that reads no body takes none
export const bodyOfSignOut: RouteBody<'signOut'> = { everywhere: true };
// The session's name may be left out, and is a name once parsed.
export const sessionWithoutName: RouteBody<'session'> = {};
export const parsedName: Same<ParsedRouteBody<'session'>, { name: string }> = true;

// Answers of the wrong shape for their route, on the server's side.
catalogueRoute(Router(), 'claimDecks', {
  handle: (body, _req, _res, reply) => {
    // The decks arrive parsed: each with its id and key.
    const ids: string[] = body.decks.map((deck) => deck.id);
    // @ts-expect-error claimDecks answers how many were claimed, as a number
    reply({ claimed: String(ids.length) });
  },
});
catalogueRoute(Router(), 'signIn', {
  handle: (_body, _req, _res, reply) => {
    // @ts-expect-error a sign-in answers with the address signed in to
    reply({ signedIn: true });
  },
});
// @ts-expect-error a sign-out answers that the device is signed out
export const signedOutAnswer: RouteAnswer<'signOut'> = { signedIn: true };

// The deck routes: bodies, answers and the refusal's left-out lines.
// @ts-expect-error a deck is saved with its text
export const saveWithoutText: RouteBody<'saveDeck'> = { name: 'Mine', language: 'en' };
// @ts-expect-error a deck is in a language games are played in
export const saveInKlingon: RouteBody<'saveDeck'> = { name: 'Mine', language: 'tlh', text: 'Sun' };
// @ts-expect-error a deck's page reads no body: the id is in its path
export const bodyOfDeckPage: RouteBody<'deck'> = { id: 'AAAAAAAAAAAAAAAAAAAAAA' };
// A language of no deck reads as none, for the deck's own check to refuse in its words.
export const parsedLanguage: Same<ParsedRouteBody<'editDeck'>['language'], GameLanguage | undefined> = true;
catalogueRoute(Router(), 'saveDeck', {
  handle: (_body, _req, _res, reply) => {
    // @ts-expect-error a new deck's answer carries its edit key
    reply({ id: 'AAAAAAAAAAAAAAAAAAAAAA', saved: 1, leftOut: [] }, 201);
  },
});
catalogueRoute(Router(), 'deleteDeck', {
  handle: (_body, _req, _res, reply) => {
    // @ts-expect-error a deleted deck is answered with no body
    reply({ deleted: true }, 204);
  },
});
// @ts-expect-error a refusal's left-out lines are the parser's problems, not texts
export const problemsAsTexts: HttpRefusal = { error: 'No card can be saved', problems: ['Line 2'] };
