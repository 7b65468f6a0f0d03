/**
 * The route catalogue: the HTTP routes the web client calls for its player, its account (`POST
 * /api/session`, `/api/account/*`) and players' decks (`/api/decks`), each with its method, its
 * path, the schema that parses its body, the answer it gives and the refusal it may give instead.
 * As with the request catalogue (protocol.ts), both ends compile against it: a body field
 * misspelled in the browser, or an answer of the wrong shape on the server, is a compile error.
 *
 * Decks are served over HTTP, not the socket's request catalogue: a deck is no part of a game's
 * live state (no view, no room, no version), its page is read by people with no game and often no
 * socket, and a deck's text is far past what a socket frame may carry.
 *
 * A schema holds what the handlers check before they read the store, in the order they check it,
 * with the refusal the player has always been given for each (so `messageRef` finds its key).
 * Fields the handlers read leniently (a mail's language, a link press's flags) stay lenient: a
 * wrong value reads as none, as it always did.
 */
import * as z from 'zod';
import { EMAIL_MAX, LINK_CODE_PATTERN, PASSWORD_MAX, validEmail } from './account-fields.ts';
import { type FlagReason, GAME_LANGUAGES } from './constants.ts';
import type { DeckCard, DeckProblem } from './deck-content.ts';
import { DECK_ID_PATTERN } from './deck-link.ts';
import type { MessageRef } from './message-keys.ts';
import { accountMessages, fixedMessages } from './messages.ts';
import { nameSchema } from './schemas.ts';
import type { GameLanguage } from './types.ts';

/** How many decks one claim may name: the rest are left as they are. */
export const CLAIM_DECKS_MAX = 200;

const required = fixedMessages.emailAndPasswordRequired;

/** A field read leniently: any value that is not of its shape reads as absent. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** A mail's language tag: the server picks the mail's language from it, English when it knows none. */
const mailLanguage = lenient(z.string().max(16));

/** A mailed address: normalised, or refused as no address. */
const emailSchema = z
  .string({ error: accountMessages.badEmail })
  .max(EMAIL_MAX * 4, accountMessages.badEmail)
  .transform((given, ctx) => {
    const email = validEmail(given);
    if (email === undefined) ctx.addIssue({ code: 'custom', message: accountMessages.badEmail });
    return email ?? '';
  });

/**
 * An email and a password: both given first (a missing one is the seed's message), then the
 * address; the password's own rules come later, in the handler, after the account's limits.
 */
const emailAndPasswordFields = z.object({
  email: z.string({ error: required }),
  password: z.string({ error: required }),
});
function emailAndPasswordChecked<T extends { email: string; password: string }>(
  body: T,
  ctx: z.RefinementCtx,
): T {
  if (!body.email || !body.password) {
    ctx.addIssue({ code: 'custom', message: required });
    return z.NEVER;
  }
  const email = validEmail(body.email);
  if (email === undefined) {
    ctx.addIssue({ code: 'custom', message: accountMessages.badEmail });
    return z.NEVER;
  }
  return { ...body, email };
}

/** A mailed link's code: one of another shape is no code, refused before any lookup. */
const linkCodeSchema = z
  .string({ error: accountMessages.codeInvalid })
  .max(64, accountMessages.codeInvalid)
  .regex(LINK_CODE_PATTERN, accountMessages.codeInvalid);

/**
 * What a link's press says besides the code, on a device that did not ask for the link: that the
 * page told so, and whether this device's player or decks join the account.
 */
const linkPress = {
  anotherDevice: lenient(z.literal(true)),
  bringThisDevice: lenient(z.boolean()),
};

/** A password the handler checks itself (after the code and the device): anything else reads as none. */
const laterPassword = z.string().catch('');

/** A deck named by its id and its edit key; a malformed one is left out, not refused. */
const claimedDeck = z.object({ id: z.string().regex(DECK_ID_PATTERN), key: z.string().max(256) });

interface HttpRouteShape {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:id` in a path is the deck's id. */
  path: string;
  /** The body's schema; null for a route that reads no body. */
  body: z.ZodType | null;
}

/** The header that carries a deck's edit key: never in a URL, so never in a log or a Referer. */
export const DECK_KEY_HEADER = 'x-deck-key';

/**
 * What a deck's save or edit sends: its name, its language and its text (pasted or uploaded). The
 * deck's own checks judge them on the server, in that order and in the editor's words
 * (`@unsayable/cards/decks`: the name, the language, then the text through the parser the editor
 * runs too), so the schema refuses none: a field of another type reads as an empty one (a language
 * of no deck as none) and is refused there as such.
 */
const deckFields = z.object({
  name: z.string().catch(''),
  language: z
    .enum(GAME_LANGUAGES)
    .transform((language): GameLanguage | undefined => language)
    .catch(undefined),
  text: z.string().catch(''),
});

/** The deck routes: a deck's page, its owner's flags, and its save, edit, delete and report. */
const deckRoutes = {
  /** A deck as its page shows it, to anyone with its link. */
  deck: { method: 'GET', path: '/api/decks/:id', body: null },
  /** The cards players flagged in games dealt from the deck: its owner's alone. */
  deckFlags: { method: 'GET', path: '/api/decks/:id/flags', body: null },
  saveDeck: { method: 'POST', path: '/api/decks', body: deckFields },
  /** With the edit key in `X-Deck-Key`, or the cookie of the player who owns the deck. */
  editDeck: { method: 'PUT', path: '/api/decks/:id', body: deckFields },
  deleteDeck: { method: 'DELETE', path: '/api/decks/:id', body: null },
  reportDeck: { method: 'POST', path: '/api/decks/:id/report', body: null },
} as const satisfies Record<string, HttpRouteShape>;

/** Every route of the catalogue, by its one name (the same in the browser's call and the server's handler). */
export const httpRoutes = {
  /** The anonymous sign-in that sets the session cookie; the name may be left out. */
  session: { method: 'POST', path: '/api/session', body: z.object({ name: nameSchema.default('') }) },
  account: { method: 'GET', path: '/api/account', body: null },
  signUp: {
    method: 'POST',
    path: '/api/account/sign-up',
    body: emailAndPasswordFields.extend({ language: mailLanguage }).transform(emailAndPasswordChecked),
  },
  signIn: {
    method: 'POST',
    path: '/api/account/sign-in',
    body: emailAndPasswordFields.transform(emailAndPasswordChecked),
  },
  signInLink: {
    method: 'POST',
    path: '/api/account/sign-in-link',
    body: z.object({ email: emailSchema, language: mailLanguage }),
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/account/forgot-password',
    body: z.object({ email: emailSchema, language: mailLanguage }),
  },
  /** What a mailed link is, asked by its page before anything is done. */
  link: { method: 'POST', path: '/api/account/link', body: z.object({ code: linkCodeSchema }) },
  confirm: {
    method: 'POST',
    path: '/api/account/confirm',
    body: z.object({ code: linkCodeSchema, ...linkPress, password: lenient(z.string()) }),
  },
  reset: {
    method: 'POST',
    path: '/api/account/reset',
    body: z.object({ code: linkCodeSchema, ...linkPress, password: laterPassword }),
  },
  password: {
    method: 'POST',
    path: '/api/account/password',
    body: z.object({
      currentPassword: z
        .string()
        .catch('')
        .pipe(z.string().max(PASSWORD_MAX, accountMessages.passwordTooLong)),
      newPassword: laterPassword,
    }),
  },
  name: { method: 'POST', path: '/api/account/name', body: z.object({ name: nameSchema }) },
  signOut: { method: 'POST', path: '/api/account/sign-out', body: null },
  deleteAccount: { method: 'DELETE', path: '/api/account', body: null },
  claimDecks: {
    method: 'POST',
    path: '/api/account/decks/claim',
    body: z.object({
      decks: z
        .array(claimedDeck.optional().catch(undefined))
        .catch([])
        .transform((decks) =>
          decks.slice(0, CLAIM_DECKS_MAX).filter((deck): deck is z.output<typeof claimedDeck> => !!deck),
        ),
    }),
  },
  ...deckRoutes,
} as const satisfies Record<string, HttpRouteShape>;

export type HttpRouteName = keyof typeof httpRoutes;
export type HttpRoute<K extends HttpRouteName = HttpRouteName> = (typeof httpRoutes)[K];
export type DeckRouteName = keyof typeof deckRoutes;

/** What fills a route's path: the deck's id for a path with `:id`, nothing otherwise. */
export type RouteParams<K extends HttpRouteName> = HttpRoute<K>['path'] extends `${string}:id${string}`
  ? { id: string }
  : undefined;

/** A route's path with its deck's id put in, for a path that names one. */
export function routePath(name: HttpRouteName, params?: { id: string }): string {
  const { path } = httpRoutes[name];
  return params ? path.replace(':id', encodeURIComponent(params.id)) : path;
}

type BodySchema<K extends HttpRouteName> = HttpRoute<K>['body'];
/** What a browser sends as the body of K (fields with a default may be left out); undefined: none. */
export type RouteBody<K extends HttpRouteName> =
  BodySchema<K> extends z.ZodType ? z.input<BodySchema<K>> : undefined;
/** The body of K once parsed: cleaned, normalised, defaults filled in. */
export type ParsedRouteBody<K extends HttpRouteName> =
  BodySchema<K> extends z.ZodType ? z.output<BodySchema<K>> : undefined;

/** What a deck's save or an edit sends. */
export type DeckFields = RouteBody<'saveDeck'>;

/** A deck of the account, as its page lists it. */
export interface AccountDeck {
  id: string;
  name: string;
  language: string;
  cardCount: number;
  editedAt: number;
}

/** One game the account played, as its page lists it (`team` as shown: `Team 1`). */
export interface PlayedGame {
  code: string;
  playedAt: number;
  team: string;
  result: 'won' | 'lost' | 'tie' | 'unfinished';
}

/** Sign-in with an OpenID Connect provider, when the server offers it. */
export interface OidcOffer {
  enabled: boolean;
  name: string;
}

/** What `GET /api/account` tells this device: signed out, or its account with its decks and games. */
export type Account =
  | { signedIn: false; oidc?: OidcOffer }
  | {
      signedIn: true;
      email: string;
      name?: string;
      decks: AccountDeck[];
      games: PlayedGame[];
      oidc?: OidcOffer;
    };

/** A mailed link as its page is told before anything is done: what for, which address, asked for here or not. */
export interface LinkPreview {
  kind: 'sign-up' | 'sign-in' | 'reset';
  email: string;
  sameDevice: boolean;
}

/** This device is signed in to the account with this address now. */
export interface SignedIn {
  signedIn: true;
  email: string;
}

/** A deck as its page shows it (never its key, report count or hidden flag). */
export interface SharedDeck {
  id: string;
  name: string;
  language: GameLanguage;
  cards: DeckCard[];
  cardCount: number;
  editedAt: number;
  /** The player asking owns the deck (their account made or claimed it): they may change it without its key. */
  yours?: boolean;
}

export interface DeckSaved {
  id: string;
  saved: number;
  /** The lines (or cards) left out, each with its problem. */
  leftOut: DeckProblem[];
  /** Only when the deck is new: what lets this device (or an edit link) change it. */
  editKey?: string;
}

/** A card of the deck that players flagged in games, with how many flagged it for each reason (never who). */
export interface FlaggedDeckCard {
  word: string;
  counts: Record<FlagReason, number>;
  total: number;
}

/** What each route answers when it does not refuse (`undefined`: no body). */
export interface HttpAnswers {
  session: { playerId: string };
  account: Account;
  /** Signed in only once the mailed link is followed. */
  signUp: { signedIn: false; message: string };
  signIn: SignedIn;
  signInLink: { message: string };
  forgotPassword: { message: string };
  link: LinkPreview;
  confirm: SignedIn;
  reset: SignedIn;
  password: SignedIn;
  name: SignedIn & { name: string };
  signOut: { signedIn: false };
  deleteAccount: { signedIn: false };
  claimDecks: { claimed: number };
  deck: SharedDeck;
  deckFlags: { flags: FlaggedDeckCard[] };
  saveDeck: DeckSaved & { editKey: string };
  editDeck: DeckSaved;
  deleteDeck: undefined;
  reportDeck: { reported: true };
}

/** The answer of route K that did not refuse. */
export type RouteAnswer<K extends HttpRouteName> = HttpAnswers[K];

/**
 * A refusal of any route: the English text, and its key and values (message-keys.ts, or
 * deck-messages.ts for a deck's) where the text is in a catalogue, as a refused request's
 * acknowledgement carries them.
 */
export interface HttpRefusal {
  error: string;
  errorRef?: MessageRef;
  /** A deck's save or edit refused for its text: the lines (or cards) the parser left out. */
  problems?: DeckProblem[];
}
