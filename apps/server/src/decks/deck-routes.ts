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
import { DECK_ID_PATTERN } from '@unsayable/rules';
import express, { type Request, type Response, Router } from 'express';
import type { AddressLimits } from '../access/address-limits.ts';
import { clientAddress } from '../access/client-address.ts';
import { type OriginPolicy, originAllowed, otherSiteMessage } from '../access/origin.ts';
import { credentialFrom, hashCredential } from '../access/sessions.ts';
import { type ErrorLog, SERVER_LOG } from '../errors/error-log.ts';
import type { DeckRecord } from '../store/deck-store.ts';
import type { Store } from '../store/store.ts';
import { chosenDeckMessages } from './deck-cards.ts';

/** The header that carries a deck's edit key: never in a URL, so never in a log or a Referer. */
export const DECK_KEY_HEADER = 'x-deck-key';

/**
 * The routes' own refusals by key (each with its English text in `@unsayable/cards/decks`); the
 * answer carries both, `{ error, errorRef }`, as a socket acknowledgement does.
 */
export const deckRouteRefusals = {
  tooMany: deckRef('deck.route.tooMany'),
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
export function publicDeck(deck: DeckRecord) {
  const { id, name, language, cards, editedAt } = deck;
  return { id, name, language, cards, cardCount: cards.length, editedAt };
}

type Parsed =
  | { ok: true; content: DeckContent; leftOut: DeckProblem[] }
  | (DeckRefusal & { problems?: DeckProblem[] });

/** A save or an edit: the name, the language, and the cards the parser finds good in the text. */
function parseBody(body: unknown): Parsed {
  const { name: rawName, language, text } = (body ?? {}) as Record<string, unknown>;
  const name = deckName(rawName);
  if (!name.ok) return name;
  if (!isDeckLanguage(language)) return deckRefusal(deckFieldMessages.language);
  if (typeof text !== 'string') return deckRefusal(deckRefusals.empty);
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

/**
 * Decks over HTTP, not the socket's request catalogue: a deck is no part of a game's live state
 * (no view, no room, no version), its page is read by people with no game and often no socket,
 * and a deck's text (up to 1 MB) is far past what a socket frame may carry (64 KB).
 *
 * GET /api/decks/:id, POST /api/decks, PUT and DELETE /api/decks/:id (with the edit key in
 * `X-Deck-Key`, or the cookie of the player who made the deck), POST /api/decks/:id/report. Writes come only from this site's own pages and
 * count against the address's deck writes an hour.
 */
export function deckRoutes({ store, errors, origins, addresses, now }: DeckRouteDeps): Router {
  const router = Router();
  const json = express.json({ limit: DECK_TEXT_MAX_BYTES * 3 });

  const refuse = (res: Response, status: number, errorRef: DeckMessageRef, extra: object = {}) =>
    res.status(status).json({ error: deckText(errorRef), errorRef, ...extra });

  /** Another site's page, or an address past its deck writes: refused (and recorded once a minute). */
  const admitted = async (req: Request, res: Response): Promise<boolean> => {
    const address = clientAddress(req, origins.trustProxy);
    if (!originAllowed(req, origins)) {
      if (addresses.refuse(address, 'origin', now()) === 'refused')
        await errors.refuse(SERVER_LOG, otherSiteMessage, { name: 'OriginError', source: 'decks' });
      refuse(res, 403, deckRouteRefusals.otherSite);
      return false;
    }
    const verdict = await addresses.admitDeckWrite(address, now());
    if (verdict === 'allowed') return true;
    if (verdict === 'refused')
      await errors.refuse(SERVER_LOG, deckMessages.tooMany, { name: 'LimitError', source: 'decks' });
    refuse(res, 429, deckRouteRefusals.tooMany);
    return false;
  };

  const validId = (req: Request, res: Response): string | undefined => {
    const id = String(req.params.id);
    if (DECK_ID_PATTERN.test(id)) return id;
    refuse(res, 400, deckRouteRefusals.malformed);
    return undefined;
  };

  /** The player whose cookie this is: a deck's owner may change it without the key. */
  const playerOf = async (req: Request): Promise<string | undefined> => {
    const credential = credentialFrom(req.headers.cookie);
    return credential ? (await store.userByCredential(hashCredential(credential)))?.id : undefined;
  };

  const keyOf = (req: Request) => hashDeckKey(String(req.headers[DECK_KEY_HEADER] ?? ''));

  router.get('/api/decks/:id', async (req, res) => {
    const id = validId(req, res);
    if (!id) return;
    const deck = await store.decks.deck(id);
    if (!deck) return void refuse(res, 404, deckRouteRefusals.missing);
    if (deck.hidden) return void refuse(res, 410, deckRouteRefusals.hidden);
    res.setHeader('Cache-Control', 'no-store');
    // `yours`: the player asking owns it (signed in on another device, say), so may change it without the key.
    const asking = deck.ownerId === null ? undefined : await playerOf(req);
    res.json({ ...publicDeck(deck), yours: asking !== undefined && asking === deck.ownerId });
  });

  // The cards players flagged in games dealt from the deck, with counts per reason: its owner's
  // alone (by the edit key or the owner's cookie), never who flagged.
  router.get('/api/decks/:id/flags', async (req, res) => {
    const id = validId(req, res);
    if (!id) return;
    const deck = await store.decks.deck(id);
    if (!deck) return void refuse(res, 404, deckRouteRefusals.missing);
    if (deck.hidden) return void refuse(res, 410, deckRouteRefusals.hidden);
    const asking = deck.ownerId === null ? undefined : await playerOf(req);
    const owner =
      (asking !== undefined && asking === deck.ownerId) || (await store.decks.keyMatches(id, keyOf(req)));
    if (!owner) return void refuse(res, 403, deckRouteRefusals.notYours);
    res.setHeader('Cache-Control', 'no-store');
    const flags = await store.flags.deckFlags(id);
    res.json({ flags: flags.map(({ word, counts, total }) => ({ word, counts, total })) });
  });

  router.post('/api/decks', json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const parsed = parseBody(req.body);
    if (!parsed.ok) return void refuse(res, 400, parsed.errorRef, { problems: parsed.problems ?? [] });
    const id = randomBytes(16).toString('base64url');
    const editKey = randomBytes(24).toString('base64url');
    const ownerId = (await playerOf(req)) ?? null;
    await store.decks.saveDeck({
      ...parsed.content,
      id,
      editKeyHash: hashDeckKey(editKey),
      now: now(),
      ownerId,
    });
    res.status(201).json({ id, editKey, saved: parsed.content.cards.length, leftOut: parsed.leftOut });
  });

  router.put('/api/decks/:id', json, async (req, res) => {
    const id = validId(req, res);
    if (!id || !(await admitted(req, res))) return;
    const parsed = parseBody(req.body);
    if (!parsed.ok) return void refuse(res, 400, parsed.errorRef, { problems: parsed.problems ?? [] });
    const change = await store.decks.editDeck(id, keyOf(req), parsed.content, now(), await playerOf(req));
    if (change === 'missing') return void refuse(res, 404, deckRouteRefusals.missing);
    if (change === 'refused') return void refuse(res, 403, deckRouteRefusals.notYours);
    res.json({ id, saved: parsed.content.cards.length, leftOut: parsed.leftOut });
  });

  router.delete('/api/decks/:id', async (req, res) => {
    const id = validId(req, res);
    if (!id || !(await admitted(req, res))) return;
    const change = await store.decks.deleteDeck(id, keyOf(req), await playerOf(req));
    if (change === 'missing') return void refuse(res, 404, deckRouteRefusals.missing);
    if (change === 'refused') return void refuse(res, 403, deckRouteRefusals.notYours);
    res.status(204).end();
  });

  router.post('/api/decks/:id/report', async (req, res) => {
    const id = validId(req, res);
    if (!id || !(await admitted(req, res))) return;
    if (!(await store.decks.reportDeck(id))) return void refuse(res, 404, deckRouteRefusals.missing);
    res.status(202).json({ reported: true });
  });

  // A body past the limit is a deck too big, said as the editor says it.
  router.use('/api/decks', (err: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    const e = err as { type?: string; length?: number };
    if (e?.type === 'entity.too.large')
      return void refuse(res, 413, deckRefusals.tooBig(e.length ?? DECK_TEXT_MAX_BYTES * 3));
    next(err);
  });
  return router;
}
