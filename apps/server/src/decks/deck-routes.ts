import { createHash, randomBytes } from 'node:crypto';
import {
  DECK_TEXT_MAX_BYTES,
  type DeckContent,
  type DeckMessageRef,
  type DeckProblem,
  type DeckRefusal,
  deckFieldMessages,
  deckName,
  deckRef,
  deckRefusal,
  deckRefusals,
  deckText,
  isDeckLanguage,
  parseDeckText,
} from '@unsayable/cards/decks';
import {
  DECK_ID_PATTERN,
  DECK_KEY_HEADER,
  type HttpRefusal,
  type ParsedRouteBody,
  type RouteAnswer,
} from '@unsayable/rules';
import express, { type Request, type Response, Router } from 'express';
import type { AddressLimits } from '../access/address-limits.ts';
import { catalogueRoute } from '../access/catalogue-route.ts';
import { clientAddress } from '../access/client-address.ts';
import { type OriginPolicy, originAllowed, otherSiteMessage } from '../access/origin.ts';
import { credentialFrom, hashCredential } from '../access/sessions.ts';
import { type ErrorLog, SERVER_LOG } from '../errors/error-log.ts';
import type { DeckRecord } from '../store/deck-store.ts';
import type { Store } from '../store/store.ts';
import { chosenDeckMessages } from './deck-cards.ts';

/**
 * The routes' own refusals by key (each with its English text in the rules' deck-messages.ts);
 * the answer carries both, `{ error, errorRef }`, as a socket acknowledgement does.
 */
export const deckRouteRefusals = {
  tooMany: deckRef('deck.route.tooMany'),
  tooManyReports: deckRef('deck.route.tooManyReports'),
  ownDeck: deckRef('deck.route.ownDeck'),
  notYours: deckRef('deck.route.notYours'),
  nothingGood: deckRef('deck.route.nothingGood'),
  malformed: deckRef('deck.route.malformed'),
  missing: deckRef('deck.route.missing'),
  hidden: deckRef('deck.route.hidden'),
  otherSite: deckRef('deck.route.otherSite'),
} as const;

/** The routes' refusals in English, as the error log and the tests read them. */
export const deckMessages = {
  ...chosenDeckMessages,
  tooMany: deckText(deckRouteRefusals.tooMany),
  tooManyReports: deckText(deckRouteRefusals.tooManyReports),
  notYours: deckText(deckRouteRefusals.notYours),
  nothingGood: deckText(deckRouteRefusals.nothingGood),
} as const;

export interface DeckRouteDeps {
  store: Store;
  errors: ErrorLog;
  origins: OriginPolicy;
  addresses: AddressLimits;
  now: () => number;
}

/** The edit key is kept only as this hash, as session credentials are. */
export const hashDeckKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** What everyone may see of a deck (never its key, report count or hidden flag). */
export function publicDeck(deck: DeckRecord): RouteAnswer<'deck'> {
  const { id, name, language, cards, editedAt } = deck;
  return { id, name, language, cards, cardCount: cards.length, editedAt };
}

type DeckRead =
  | { ok: true; content: DeckContent; leftOut: DeckProblem[] }
  | (DeckRefusal & { problems?: DeckProblem[] });

/**
 * A save or an edit, its fields parsed by the catalogue: the name, the language, and the cards the
 * parser finds good in the text, judged in that order by the deck's own checks (the editor's).
 */
function readDeck({ name: rawName, language, text }: ParsedRouteBody<'saveDeck'>): DeckRead {
  const name = deckName(rawName);
  if (!name.ok) return name;
  if (!isDeckLanguage(language)) return deckRefusal(deckFieldMessages.language);
  const reading = parseDeckText(text, language);
  if (!reading.ok) return deckRefusal(reading.refusalRef);
  if (reading.cards.length === 0)
    return { ...deckRefusal(deckRouteRefusals.nothingGood), problems: reading.problems };
  return {
    ok: true,
    content: { name: name.name, language, cards: reading.cards },
    leftOut: reading.problems,
  };
}

/** A body's size when the error is body-parser's for a body past its limit (the limit if it did not say). */
function bodyTooLarge(err: unknown, limit: number): number | undefined {
  // body-parser's own error: an Error with its `type` and the body's declared `length`.
  if (typeof err !== 'object' || err === null || Reflect.get(err, 'type') !== 'entity.too.large')
    return undefined;
  const length = Reflect.get(err, 'length');
  return typeof length === 'number' ? length : limit;
}

/** The deck's id in a route's path (`:id`), as given: `validId` refuses one of no deck's shape. */
const idOf = (req: Request): string => String(req.params.id);

/**
 * The deck routes of the route catalogue (`httpRoutes` in the rules, which says why decks are
 * served over HTTP), each through `catalogueRoute`: a save's or an edit's byte cap, then its id and
 * admission, then its body parsed. Writes come only from this site's own pages and count against
 * the address's deck writes an hour.
 */
export function deckRouter({ store, errors, origins, addresses, now }: DeckRouteDeps): Router {
  const router = Router();
  const bodyLimit = DECK_TEXT_MAX_BYTES * 3;
  const json = express.json({ limit: bodyLimit });

  const refuse = (res: Response, status: number, errorRef: DeckMessageRef, problems?: DeckProblem[]) => {
    const refusal: HttpRefusal = { error: deckText(errorRef), errorRef, ...(problems ? { problems } : {}) };
    res.status(status).json(refusal);
  };

  /**
   * Another site's page, or an address past its deck writes (saves, edits, deletes and reports, one
   * allowance): refused (and recorded once a minute), a report's refusal said as a report's.
   */
  const admitted = async (
    req: Request,
    res: Response,
    what: 'write' | 'report' = 'write',
  ): Promise<boolean> => {
    const address = clientAddress(req, origins.trustProxy);
    if (!originAllowed(req, origins)) {
      if (addresses.refuse(address, 'origin', now()) === 'refused')
        await errors.refuse(SERVER_LOG, otherSiteMessage, { name: 'OriginError', source: 'decks' });
      refuse(res, 403, deckRouteRefusals.otherSite);
      return false;
    }
    const verdict = await addresses.admitDeckWrite(address, now());
    if (verdict === 'allowed') return true;
    const refusal = what === 'report' ? 'tooManyReports' : 'tooMany';
    if (verdict === 'refused')
      await errors.refuse(SERVER_LOG, deckMessages[refusal], { name: 'LimitError', source: 'decks' });
    refuse(res, 429, deckRouteRefusals[refusal]);
    return false;
  };

  /** The deck's id in the path, refused before anything else is read when it is of no deck's shape. */
  const validId = (req: Request, res: Response): boolean => {
    if (DECK_ID_PATTERN.test(idOf(req))) return true;
    refuse(res, 400, deckRouteRefusals.malformed);
    return false;
  };
  /** A write to deck `:id`: its id first, then the page's site and the address's deck writes. */
  const idAdmitted = async (req: Request, res: Response) => validId(req, res) && (await admitted(req, res));

  /** The player whose cookie this is: a deck's owner may change it without the key. */
  const playerOf = async (req: Request): Promise<string | undefined> => {
    const credential = credentialFrom(req.headers.cookie);
    return credential ? (await store.userByCredential(hashCredential(credential)))?.id : undefined;
  };

  const keyOf = (req: Request) => hashDeckKey(String(req.headers[DECK_KEY_HEADER] ?? ''));

  /** The deck of the path's id, or undefined once refused: there is none (404), or it is hidden (410). */
  const shownDeck = async (req: Request, res: Response): Promise<DeckRecord | undefined> => {
    const deck = await store.decks.deck(idOf(req));
    if (!deck) refuse(res, 404, deckRouteRefusals.missing);
    else if (deck.hidden) refuse(res, 410, deckRouteRefusals.hidden);
    else return deck;
    return undefined;
  };

  /** Whether the player asking owns the deck (signed in on another device, say): no key needed. */
  const askedByOwner = async (req: Request, deck: DeckRecord): Promise<boolean> => {
    if (deck.ownerId === null) return false;
    return (await playerOf(req)) === deck.ownerId;
  };

  catalogueRoute(router, 'deck', {
    before: validId,
    handle: async (_body, req, res, reply) => {
      const deck = await shownDeck(req, res);
      if (!deck) return;
      res.setHeader('Cache-Control', 'no-store');
      reply({ ...publicDeck(deck), yours: await askedByOwner(req, deck) });
    },
  });

  // The cards players flagged in games dealt from the deck, with counts per reason: its owner's
  // alone (by the edit key or the owner's cookie), never who flagged.
  catalogueRoute(router, 'deckFlags', {
    before: validId,
    handle: async (_body, req, res, reply) => {
      const deck = await shownDeck(req, res);
      if (!deck) return;
      const owner = (await askedByOwner(req, deck)) || (await store.decks.keyMatches(deck.id, keyOf(req)));
      if (!owner) return refuse(res, 403, deckRouteRefusals.notYours);
      res.setHeader('Cache-Control', 'no-store');
      const flags = await store.flags.deckFlags(deck.id);
      reply({ flags: flags.map(({ word, counts, total }) => ({ word, counts, total })) });
    },
  });

  catalogueRoute(router, 'saveDeck', {
    json,
    before: admitted,
    handle: async (body, req, res, reply) => {
      const read = readDeck(body);
      if (!read.ok) return refuse(res, 400, read.errorRef, read.problems ?? []);
      const id = randomBytes(16).toString('base64url');
      const editKey = randomBytes(24).toString('base64url');
      const ownerId = (await playerOf(req)) ?? null;
      await store.decks.saveDeck({
        ...read.content,
        id,
        editKeyHash: hashDeckKey(editKey),
        now: now(),
        ownerId,
      });
      reply({ id, editKey, saved: read.content.cards.length, leftOut: read.leftOut }, 201);
    },
  });

  catalogueRoute(router, 'editDeck', {
    json,
    before: idAdmitted,
    handle: async (body, req, res, reply) => {
      const id = idOf(req);
      const read = readDeck(body);
      if (!read.ok) return refuse(res, 400, read.errorRef, read.problems ?? []);
      const change = await store.decks.editDeck(id, keyOf(req), read.content, now(), await playerOf(req));
      if (change === 'missing') return refuse(res, 404, deckRouteRefusals.missing);
      if (change === 'refused') return refuse(res, 403, deckRouteRefusals.notYours);
      reply({ id, saved: read.content.cards.length, leftOut: read.leftOut });
    },
  });

  catalogueRoute(router, 'deleteDeck', {
    before: idAdmitted,
    handle: async (_body, req, res, reply) => {
      const id = idOf(req);
      const change = await store.decks.deleteDeck(id, keyOf(req), await playerOf(req));
      if (change === 'missing') return refuse(res, 404, deckRouteRefusals.missing);
      if (change === 'refused') return refuse(res, 403, deckRouteRefusals.notYours);
      reply(undefined, 204);
    },
  });

  // Anyone with the link may report a deck, but not its owner: a deck of theirs is theirs to change.
  catalogueRoute(router, 'reportDeck', {
    before: async (req, res) => validId(req, res) && (await admitted(req, res, 'report')),
    handle: async (_body, req, res, reply) => {
      const deck = await store.decks.deck(idOf(req));
      if (!deck) return refuse(res, 404, deckRouteRefusals.missing);
      const owner = (await askedByOwner(req, deck)) || (await store.decks.keyMatches(deck.id, keyOf(req)));
      if (owner) return refuse(res, 403, deckRouteRefusals.ownDeck);
      if (!(await store.decks.reportDeck(deck.id))) return refuse(res, 404, deckRouteRefusals.missing);
      reply({ reported: true }, 202);
    },
  });

  // A body past the limit is a deck too big, said as the editor says it.
  router.use('/api/decks', (err: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    const length = bodyTooLarge(err, bodyLimit);
    if (length === undefined) return next(err);
    refuse(res, 413, deckRefusals.tooBig(length));
  });
  return router;
}
