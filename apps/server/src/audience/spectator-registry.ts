import type { Audience, SpectatorScreen } from '@unsayable/rules';

/** This process's spectators of one game, by screen. */
export type AudienceHere = Audience;

export const noAudience = (): Audience => ({ spectators: 0, screens: 0 });

/** Which count a screen adds to: a phone is a spectator, a TV board is a screen. */
export const audienceField = (screen: SpectatorScreen): keyof Audience =>
  screen === 'phone' ? 'spectators' : 'screens';

/**
 * How many watch each game without a seat, over every server process. One process alone knows it
 * by itself (`LocalSpectatorRegistry`); a cluster shares it through Redis
 * (`cluster/redis-spectators.ts`), so the count in the lobby is the whole cluster's.
 */
export interface SpectatorRegistry {
  /** This process now holds these spectators of the game (zero for none). */
  set(gamecode: string, here: AudienceHere): Promise<void>;
  /** The game's spectators on every live process. */
  total(gamecode: string): Promise<Audience>;
  close(): Promise<void>;
}

export class LocalSpectatorRegistry implements SpectatorRegistry {
  private readonly games = new Map<string, Audience>();

  async set(gamecode: string, here: AudienceHere): Promise<void> {
    if (here.spectators === 0 && here.screens === 0) this.games.delete(gamecode);
    else this.games.set(gamecode, { ...here });
  }

  async total(gamecode: string): Promise<Audience> {
    return { ...(this.games.get(gamecode) ?? noAudience()) };
  }

  async close(): Promise<void> {}
}
