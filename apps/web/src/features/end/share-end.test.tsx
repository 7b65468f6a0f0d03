// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awardedGame } from '../../testing/awarded-game.ts';
import { type EndPicture, shareOrSave, wrapText } from './end-image.ts';
import { ShareEnd } from './share-end.tsx';

const drawn = vi.hoisted(() => [] as unknown[]);
const offered = vi.hoisted(() => [] as { name: string; title: string }[]);
vi.mock('./end-image.ts', async (original) => ({
  ...(await original<typeof import('./end-image.ts')>()),
  // happy-dom draws nothing: the picture's words are what is checked here.
  endPicture: async (picture: unknown) => {
    drawn.push(picture);
    return new Blob(['png'], { type: 'image/png' });
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  drawn.length = 0;
  offered.length = 0;
});

describe('Share as a picture', () => {
  it('draws the headline, the podium and the awards, then saves the picture where there is no share sheet', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      offered.push({ name: this.download, title: this.href });
    });
    render(<ShareEnd view={awardedGame().view('ben')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share as a picture' }));
    expect(await screen.findByText('Saved as a picture.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Saved as a picture.');
    expect(click).toHaveBeenCalledOnce();
    expect(offered[0]?.name).toBe('unsayable-ABCDEF.png');
    const picture = drawn[0] as EndPicture;
    expect(picture.caption).toBe('Unsayable · game ABCDEF');
    expect(picture.headline).toBe('Team 1 wins!');
    expect(picture.places.map((p) => [p.label, p.pointsText, p.rankText])).toEqual([
      ['Team 1', '2 points', '1'],
      ['Team 2', '1 point', '2'],
    ]);
    expect(picture.awards.map((a) => a.title)).toEqual([
      'Most cards in one turn',
      'Fastest guess',
      'Most buzzes caught',
      'Closest call',
    ]);
  });
});

describe('the picture offered', () => {
  const blob = new Blob(['png'], { type: 'image/png' });
  const words = { title: 'Unsayable · game ABCDEF', text: 'How our game of Unsayable ended' };

  it('goes to the share sheet where the device shares files', async () => {
    const share = vi.fn(async () => undefined);
    Object.assign(navigator, { canShare: () => true, share });
    try {
      expect(await shareOrSave(blob, 'unsayable-ABCDEF.png', words)).toBe('shared');
      const [data] = share.mock.calls[0] as unknown as [ShareData];
      expect(data.title).toBe(words.title);
      expect(data.files?.[0]?.name).toBe('unsayable-ABCDEF.png');
      expect(data.files?.[0]?.type).toBe('image/png');
      share.mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
      expect(await shareOrSave(blob, 'unsayable-ABCDEF.png', words)).toBe('closed');
    } finally {
      Object.assign(navigator, { canShare: undefined, share: undefined });
    }
  });
});

describe('the picture’s lines', () => {
  const measure = (text: string) => text.length * 10;

  it('break at spaces to fit the width', () => {
    expect(wrapText(measure, 'Team Lightning Bolts', 100)).toEqual(['Team', 'Lightning', 'Bolts']);
    expect(wrapText(measure, 'Ada and Ben', 120)).toEqual(['Ada and Ben']);
  });

  it('break inside a word too long for a line, so a name never runs out of its box', () => {
    expect(wrapText(measure, 'Supercalifragilistic', 80)).toEqual(['Supercal', 'ifragili', 'stic']);
  });
});
