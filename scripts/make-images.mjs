#!/usr/bin/env node
// Draws the project's own images into apps/web/public/: the app icons (192 and 512 px, a maskable
// 512 px one, the 180 px Apple touch icon) and the 1200×630 link preview. Each is a small HTML page
// (the logo's SVG and the app's own fonts) photographed by the system Chromium at exactly its size,
// so the PNGs are ours and can be drawn again after a change of logo or colour:
//   node scripts/make-images.mjs
// The PNGs are committed: a build needs no browser.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const publicDir = join(root, 'apps/web/public');
const fonts = join(root, 'node_modules/@fontsource');

/** The theme's colours (apps/web/src/styles/theme.css). */
const colour = {
  primary: '#e85d04',
  primaryFill: '#c2410c',
  background: '#e9eef5',
  ink: '#1d2433',
  inkSoft: '#4a5468',
  team1: '#1a5fd0',
  team2: '#7b30ea',
};

/** The logo: a speech bubble with its words crossed out (as public/favicon.svg), on a 64-unit grid. */
const bubble = `
  <path d="M18 22h28v16H30l-8 8v-8h-4z" fill="#fff"/>
  <path d="M24 26l16 8M40 26l-16 8" stroke="${colour.primaryFill}" stroke-width="3" stroke-linecap="round"/>`;

/**
 * An icon: the bubble on orange. `fill` is the share of the icon's width the bubble takes (it is
 * 28 units wide, centred on 32,34); `radius` rounds the square's corners (0: full bleed, for the
 * maskable and Apple icons, which the system shapes itself).
 */
function iconPage(size, { fill, radius }) {
  const box = 28 / fill;
  const x = 32 - box / 2;
  const y = 34 - box / 2;
  return `<!doctype html><html><body style="margin:0;background:transparent">
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${x} ${y} ${box} ${box}">
  <rect x="${x}" y="${y}" width="${box}" height="${box}" rx="${radius * box}" fill="${colour.primaryFill}"/>
  ${bubble}
</svg></body></html>`;
}

function fontFace(family, file, weight) {
  const url = pathToFileURL(join(fonts, file)).href;
  return `@font-face{font-family:"${family}";src:url("${url}") format("woff2");font-weight:${weight}}`;
}

/** The link preview: the logo, the name, what the game is, on the app's background. */
function previewPage() {
  return `<!doctype html><html><head><style>
${fontFace('Fredoka', 'fredoka/files/fredoka-latin-600-normal.woff2', 600)}
${fontFace('Nunito', 'nunito/files/nunito-latin-400-normal.woff2', 400)}
${fontFace('Nunito', 'nunito/files/nunito-latin-700-normal.woff2', 700)}
html,body{margin:0;width:1200px;height:630px;overflow:hidden}
body{background:${colour.background};font-family:Nunito,sans-serif;color:${colour.ink};
  display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;position:relative}
.logo{flex:none;width:300px;height:300px;filter:drop-shadow(0 12px 24px rgba(29,36,51,.18))}
h1{font-family:Fredoka,sans-serif;font-weight:600;font-size:120px;line-height:1;margin:0 0 24px;color:${colour.primaryFill}}
p{font-size:40px;line-height:1.3;margin:0;color:${colour.ink}}
.teams{position:absolute;left:0;right:0;bottom:0;height:24px;display:flex}
.teams span{flex:1}
</style></head><body>
<svg class="logo" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${colour.primaryFill}"/>${bubble}
</svg>
<div><h1>Unsayable</h1><p>A party game of forbidden words for two teams, played from your phones.</p></div>
<div class="teams"><span style="background:${colour.team1}"></span><span style="background:${colour.primary}"></span><span style="background:${colour.team2}"></span></div>
</body></html>`;
}

const images = [
  {
    file: 'icons/icon-192.png',
    size: [192, 192],
    html: iconPage(192, { fill: 0.6, radius: 0.22 }),
    clear: true,
  },
  {
    file: 'icons/icon-512.png',
    size: [512, 512],
    html: iconPage(512, { fill: 0.6, radius: 0.22 }),
    clear: true,
  },
  // Maskable: the bubble well inside the central safe circle (80% of the width), orange to the edges.
  { file: 'icons/icon-maskable-512.png', size: [512, 512], html: iconPage(512, { fill: 0.48, radius: 0 }) },
  { file: 'apple-touch-icon.png', size: [180, 180], html: iconPage(180, { fill: 0.6, radius: 0 }) },
  { file: 'link-preview.png', size: [1200, 630], html: previewPage() },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
// Pages are opened from files: a page from a file may load the fonts beside it, about:blank may not.
const scratch = mkdtempSync(join(tmpdir(), 'unsayable-images-'));
try {
  for (const image of images) {
    const [width, height] = image.size;
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    const source = join(scratch, 'page.html');
    writeFileSync(source, image.html);
    await page.goto(pathToFileURL(source).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ omitBackground: image.clear === true, type: 'png' });
    const target = join(publicDir, image.file);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, png);
    console.log(`${image.file}: ${width}×${height}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
  rmSync(scratch, { recursive: true, force: true });
}
