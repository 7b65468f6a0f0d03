import { DEFAULT_LANGUAGE, GAME_LANGUAGES, type GameLanguage } from '@unsayable/rules';
import type { CardIdea } from './store.ts';

/** A `card_ideas` row as both SQL stores read it (the same portable table). */
export interface IdeaRow {
  id: string;
  word: string;
  forbidden: string;
  reviewed: number;
  added: number;
  created_at: number;
  player_id: string | null;
  language: string;
}

const isLanguage = (code: string): code is GameLanguage =>
  (GAME_LANGUAGES as readonly string[]).includes(code);

export function ideaFromRow(row: IdeaRow): CardIdea {
  return {
    id: row.id,
    word: row.word,
    forbidden: JSON.parse(row.forbidden) as string[],
    reviewed: row.reviewed === 1,
    added: row.added === 1,
    createdAt: row.created_at,
    playerId: row.player_id,
    // A language a later release dropped reads as English rather than failing the whole list.
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}

/** The row's values for an insert, in the table's column order. */
export function ideaValues(
  idea: CardIdea,
): [string, string, string, number, number, number, string | null, GameLanguage] {
  return [
    idea.id,
    idea.word,
    JSON.stringify(idea.forbidden),
    idea.reviewed ? 1 : 0,
    idea.added ? 1 : 0,
    idea.createdAt,
    idea.playerId,
    idea.language,
  ];
}
