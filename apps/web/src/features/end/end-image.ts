import type { PlayingTeam } from '@unsayable/rules';
import type { AwardLine } from '../../game/award-lines.ts';
import type { PodiumPlace } from '../../game/podium-places.ts';
import { standingOrder } from '../../game/podium-places.ts';

/** What the picture of the end shows: drawn by the page itself on a canvas, nothing fetched. */
export interface EndPicture {
  /** "Unsayable · game ABCDEF" */
  caption: string;
  headline: string;
  winner: PlayingTeam | null;
  /** Each team's place, with its words as the screen writes them. */
  places: (Pick<PodiumPlace, 'team' | 'rank'> & { label: string; pointsText: string; rankText: string })[];
  awards: AwardLine[];
}

const WIDTH = 1080;
const PAD = 64;
const STEP_HEIGHT = [240, 180, 130, 100];

/** The page's own colours (its theme, as on screen), read from the style sheet's variables. */
function palette() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--background', '#e9eef5'),
    surface: read('--surface', '#ffffff'),
    ink: read('--ink', '#1d2433'),
    inkSoft: read('--ink-soft', '#4a5468'),
    primary: read('--primary', '#e85d04'),
    team: (team: PlayingTeam | null) =>
      team ? read(`--team-${team.slice(-1)}`, '#1a5fd0') : read('--primary', '#e85d04'),
    teamSoft: (team: PlayingTeam) => read(`--team-${team.slice(-1)}-soft`, '#dbe9ff'),
  };
}

function fontFamily(name: '--font-display' | '--font-body'): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'sans-serif';
}

/** A text in lines no wider than `width`: at spaces, and inside a word too long for a line. */
export function wrapText(measure: (text: string) => number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (measure(tried) <= width) {
      line = tried;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of Array.from(word)) {
      if (line && measure(line + char) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Draw = (ctx: CanvasRenderingContext2D, y: number, paint: boolean) => number;

/** Lines of one font at `x`, from `y` down; returns the height they took. */
function textBlock(
  font: string,
  colour: string,
  text: string,
  x: number,
  width: number,
  lineHeight: number,
  align: CanvasTextAlign = 'left',
): Draw {
  return (ctx, y, paint) => {
    ctx.font = font;
    const lines = wrapText((s) => ctx.measureText(s).width, text, width);
    if (paint) {
      ctx.fillStyle = colour;
      ctx.textAlign = align;
      ctx.textBaseline = 'top';
      const at = align === 'center' ? x + width / 2 : x;
      for (const [i, line] of lines.entries()) ctx.fillText(line, at, y + i * lineHeight);
    }
    return lines.length * lineHeight;
  };
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

/** Everything below the caption and headline, top to bottom; each part knows its height. */
function layout(picture: EndPicture): Draw {
  const colours = palette();
  const display = fontFamily('--font-display');
  const body = fontFamily('--font-body');
  const inner = WIDTH - 2 * PAD;
  const parts: Draw[] = [];
  const gap =
    (h: number): Draw =>
    () =>
      h;

  parts.push(textBlock(`600 34px ${body}`, colours.inkSoft, picture.caption, PAD, inner, 44, 'center'));
  parts.push(gap(12));
  parts.push(
    textBlock(
      `600 76px ${display}`,
      colours.team(picture.winner),
      picture.headline,
      PAD,
      inner,
      88,
      'center',
    ),
  );
  parts.push(gap(40));

  // The podium: names and points over each step, the steps standing on one line.
  const count = picture.places.length;
  const order = standingOrder(count);
  const colGap = 24;
  const colWidth = Math.min(300, (inner - colGap * (count - 1)) / count);
  const left = PAD + (inner - (colWidth * count + colGap * (count - 1))) / 2;
  parts.push((ctx, y, paint) => {
    const heads = picture.places.map((place) => {
      const team = textBlock(
        `600 44px ${display}`,
        colours.team(place.team),
        place.label,
        0,
        colWidth,
        50,
        'center',
      );
      const points = textBlock(`700 32px ${body}`, colours.ink, place.pointsText, 0, colWidth, 40, 'center');
      return { team, points, height: team(ctx, 0, false) + 8 + points(ctx, 0, false) };
    });
    const tallest = Math.max(
      ...picture.places.map(
        (p, i) => (heads[i]?.height ?? 0) + (STEP_HEIGHT[Math.min(p.rank, 4) - 1] ?? 100),
      ),
    );
    if (paint)
      for (const [i, place] of picture.places.entries()) {
        const head = heads[i];
        if (!head) continue;
        const x = left + order.indexOf(i) * (colWidth + colGap);
        const step = STEP_HEIGHT[Math.min(place.rank, 4) - 1] ?? 100;
        const stepTop = y + tallest - step;
        const headTop = stepTop - head.height - 12;
        const team = textBlock(
          `600 44px ${display}`,
          colours.team(place.team),
          place.label,
          x,
          colWidth,
          50,
          'center',
        );
        const teamHeight = team(ctx, headTop, true);
        textBlock(
          `700 32px ${body}`,
          colours.ink,
          place.pointsText,
          x,
          colWidth,
          40,
          'center',
        )(ctx, headTop + teamHeight + 8, true);
        ctx.fillStyle = colours.teamSoft(place.team);
        roundedRect(ctx, x, stepTop, colWidth, step, 14);
        ctx.fillStyle = colours.team(place.team);
        ctx.fillRect(x, stepTop, colWidth, 10);
        ctx.font = `700 72px ${display}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'top';
        ctx.fillText(place.rankText, x + colWidth / 2, stepTop + 24);
      }
    return tallest + 12;
  });
  parts.push(gap(40));

  // The awards, one card each.
  for (const award of picture.awards) {
    const textWidth = inner - 2 * 32 - 12;
    const x = PAD + 12 + 32;
    const title = textBlock(`700 26px ${body}`, colours.inkSoft, award.title.toUpperCase(), x, textWidth, 34);
    const holder = textBlock(`600 46px ${display}`, colours.ink, award.holder, x, textWidth, 54);
    const detail = textBlock(`700 30px ${body}`, colours.ink, award.detail, x, textWidth, 40);
    parts.push((ctx, y, paint) => {
      const height = 28 + title(ctx, 0, false) + 4 + holder(ctx, 0, false) + 4 + detail(ctx, 0, false) + 28;
      if (paint) {
        ctx.fillStyle = colours.surface;
        roundedRect(ctx, PAD, y, inner, height, 20);
        ctx.fillStyle = colours.team(award.team);
        roundedRect(ctx, PAD, y, 12, height, 6);
        let at = y + 28;
        at += title(ctx, at, true) + 4;
        at += holder(ctx, at, true) + 4;
        detail(ctx, at, true);
      }
      return height;
    });
    parts.push(gap(20));
  }

  return (ctx, y, paint) => {
    let at = y;
    for (const part of parts) at += part(ctx, at, paint);
    return at - y;
  };
}

/** The end as a PNG picture: the headline, the podium and the awards, in the page's own theme. */
export async function endPicture(picture: EndPicture): Promise<Blob> {
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const draw = layout(picture);
  canvas.width = WIDTH;
  canvas.height = PAD + draw(ctx, PAD, false) + PAD;
  // Setting the size resets the context: everything is drawn after it.
  ctx.fillStyle = palette().background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  draw(ctx, PAD, true);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png'),
  );
}

/**
 * Offers the picture to the device's share sheet where it takes files (phones), else saves it
 * as a download. Resolves to what happened; a share the person closed is not a failure.
 */
export async function shareOrSave(
  blob: Blob,
  fileName: string,
  words: { title: string; text: string },
): Promise<'shared' | 'saved' | 'closed'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], ...words });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'closed';
      // Refused (no user gesture left, a policy): the download still gives the picture.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'saved';
}
