import { describe, expect, it } from 'vitest';
import type { GameService } from '../game/game-service.ts';
import { Presence } from './presence.ts';
import { LocalPresenceRegistry } from './presence-registry.ts';

describe('Presence', () => {
  it('changes no presence once stopped, even for a player whose games were being looked up', async () => {
    const applied: string[] = [];
    const service = {
      now: () => 0,
      apply: async (request: { gamecode: string }) => {
        applied.push(request.gamecode);
        return { ok: true, outcome: 'accepted' };
      },
    } as unknown as GameService;
    let answer: (codes: string[]) => void = () => undefined;
    const store = {
      touchUser: async () => undefined,
      openGames: async () => [],
      gamesOf: () =>
        new Promise<string[]>((resolve) => {
          answer = resolve;
        }),
    };
    const presence = new Presence(service, store, new LocalPresenceRegistry());
    const connecting = presence.connected('p1', 'socket-1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    presence.stop();
    answer(['BCDEFG', 'CDEFGH']);
    await connecting;
    expect(applied).toEqual([]);
  });
});
