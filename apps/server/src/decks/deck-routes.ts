import { createHash, randomBytes } from 'node:crypto';
import {
  DECK_KEY_HEADER,
  DECK_TEXT_MAX_BYTES,
  type DeckAnswers,
  type DeckContent,
  type DeckMessageRef,
  type DeckProblem,
  type DeckRefusal,
  type DeckRouteRefusal,
  deckFieldMessages,
  deckFieldsSent,
  deckName,
  deckRef,
  deckRefusal,
  deckRefusals,
  deckRoutes,
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
export function publicDeck(deck: DeckRecord): DeckAnswers['deck'] {
  const { id, name, language, cards, editedAt } = deck;
  return { id, name, language, cards, cardCount: cards.length, editedAt };
}

type Parsed =
  | { ok: true; content: DeckContent; leftOut: DeckProblem[] }
  | (DeckRefusal & { problems?: DeckProblem[] });

/** A save or an edit: the name, the language, and the cards the parser finds good in the text. */
function parseBody(body: unknown): Parsed {
  const { name: rawName, language, text } = deckFieldsSent(body);
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
 * The deck routes of the catalogue (`deckRoutes` in `@unsayable/cards/decks`, which says why decks
 * are served over HTTP). Writes come only from this site's own pages and count against the
 * address's deck writes an hour.
 */
export function deckRouter({ store, errors, origins, addresses, now }: DeckRouteDeps): Router {
  const router = Router();
  const json = express.json({ limit: DECK_TEXT_MAX_BYTES * 3 });

  const refuse = (res: Response, status: number, errorRef: DeckMessageRef, problems?: DeckProblem[]) => {
    const refusal: DeckRouteRefusal = {
      error: deckText(errorRef),
      errorRef,
      ...(problems ? { problems } : {}),
    };
    res.status(status).json(refusal);
  };
  /** A route's answer, typed by the catalogue: the route's name picks the type its body must have. */
  const answer = <K extends keyof DeckAnswers>(
    res: Response,
    _route: K,
    body: DeckAnswers[K],
    status = 200,
  ) => void res.status(status).json(body);

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

  router.get(deckRoutes.deck.path, async (req, res) => {
    const id = validId(req, res);
    if (!id) return;
    const deck = await store.decks.deck(id);
    if (!deck) return void refuse(res, 404, deckRouteRefusals.missing);
    if (deck.hidden) return void refuse(res, 410, deckRouteRefusals.hidden);
    res.setHeader('Cache-Control', 'no-store');
    // `yours`: the player asking owns it (signed in on another device, say), so may change it without the key.
    const asking = deck.ownerId === null ? undefined : await playerOf(req);
    answer(res, 'deck', { ...publicDeck(deck), yours: asking !== undefined && asking === deck.ownerId });
  });

  // The cards players flagged in games dealt from the deck, with counts per reason: its owner's
  // alone (by the edit key or the owner's cookie), never who flagged.
  router.get(deckRoutes.deckFlags.path, async (req, res) => {
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
    answer(res, 'deckFlags', { flags: flags.map(({ word, counts, total }) => ({ word, counts, total })) });
  });

  router.post(deckRoutes.saveDeck.path, json, async (req, res) => {
    if (!(await admitted(req, res))) return;
    const parsed = parseBody(req.body);
    if (!parsed.ok) return void refuse(res, 400, parsed.errorRef, parsed.problems ?? []);
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
    answer(
      res,
      'saveDeck',
      { id, editKey, saved: parsed.content.cards.length, leftOut: parsed.leftOut },
      201,
    );
  });

  router.put(deckRoutes.editDeck.path, json, async (req, res) => {
    const id = validId(req, res);
    if (!id || !(await admitted(req, res))) return;
    const parsed = parseBody(req.body);
    if (!parsed.ok) return void refuse(res, 400, parsed.errorRef, parsed.problems ?? []);
    const change = await store.decks.editDeck(id, keyOf(req), parsed.content, now(), await playerOf(req));
    if (change === 'missing') return void refuse(res, 404, deckRouteRefusals.missing);
    if (change === 'refused') return void refuse(res, 403, deckRouteRefusals.notYours);
    answer(res, 'editDeck', { id, saved: parsed.content.cards.length, leftOut: parsed.leftOut });
  });

  router.delete(deckRoutes.deleteDeck.path, async (req, res) => {
    const id = validId(req, res);
    if (!id || !(await admitted(req, res))) return;
    const change = await store.decks.deleteDeck(id, keyOf(req), await playerOf(req));
    if (change === 'missing') return void refuse(res, 404, deckRouteRefusals.missing);
    if (change === 'refused') return void refuse(res, 403, deckRouteRefusals.notYours);
    res.status(204).end();
  });

  router.post(deckRoutes.reportDeck.path, async (req, res) => {
    const id = validId(req, res);
    if (!id || !(await admitted(req, res))) return;
    if (!(await store.decks.reportDeck(id))) return void refuse(res, 404, deckRouteRefusals.missing);
    answer(res, 'reportDeck', { reported: true }, 202);
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
