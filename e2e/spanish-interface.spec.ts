import { expect, type Page, test } from '@playwright/test';
import type { Socket } from 'socket.io-client';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe.ts';
import { PHONE } from './support/players.ts';
import { joinBySocket } from './support/socket-players.ts';
import { englishOnScreen, englishParts } from './support/untranslated.ts';

/**
 * A whole game on a phone whose browser speaks Spanish (es-ES), the other three players over
 * sockets: home, the create form (with a refusal), the lobby, a played turn (before, during,
 * review) and the end screen show no English; the Language select goes back to English, which a
 * reload keeps.
 */

const SPANISH_PARTS = englishParts('es');
/** Not the interface's words: the cards (the deck's own language), names, the game code. */
const NOT_INTERFACE = [
  '.card',
  '.card-stage',
  '.review-word',
  '.player-name',
  '.game-code',
  '.invite-link',
  '.highlight-name',
  '.roster-players',
  'th[scope="row"]',
  '.language-picker option',
];

async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  const found = await englishOnScreen(page, SPANISH_PARTS, NOT_INTERFACE);
  expect.soft(found, `English on ${screen}`).toEqual([]);
}

test('a whole game in Spanish shows no English, and English comes back on request', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-ES' });
  const page = await context.newPage();
  const sockets: Socket[] = [];
  try {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Descríbelo. Sin decirlo.' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    await expectNoEnglish(page, 'home');
    await expectAccessibleInBothThemes(page, 'home in Spanish');

    await page.getByRole('link', { name: 'Crear partida' }).click();
    await expect(page.getByRole('heading', { name: 'Crear partida', level: 1 })).toBeVisible();
    // A refusal of the form's own checks speaks Spanish too.
    await page.getByRole('button', { name: 'Crear partida' }).click();
    await expect(page.getByText('Escribe tu nombre')).toBeVisible();
    await expectNoEnglish(page, 'create form');
    await expectAccessibleInBothThemes(page, 'create form in Spanish');
    await page.getByLabel('Tu nombre').fill('Ada');
    await page.getByLabel('Fin de la partida').selectOption({ label: 'Turnos por jugador' });
    await page.getByLabel('Turnos por jugador', { exact: true }).fill('1');
    await page.getByLabel('Segundos por turno').selectOption('30');
    await page.getByRole('button', { name: 'Crear partida' }).click();
    await page.waitForURL(/\/waiting\/[A-Z0-9]{6}$/);
    const code = /\/waiting\/([A-Z0-9]{6})$/.exec(page.url())?.[1] ?? '';

    // Ada first on Team 1, so she gives the first turn; the others join over sockets.
    await page.getByRole('button', { name: 'Unirme al Equipo 1' }).click();
    await expect(page.getByText('Estás en el Equipo 1.')).toBeVisible();
    sockets.push(await joinBySocket(baseURL as string, code, 'Ben', 'team 1'));
    sockets.push(await joinBySocket(baseURL as string, code, 'Cy', 'team 2'));
    sockets.push(await joinBySocket(baseURL as string, code, 'Dee', 'team 2'));
    const start = page.getByRole('button', { name: 'Empezar partida' });
    await expect(start).toBeEnabled();
    await expect(page).toHaveTitle(`Sala ${code} · Unsayable`);
    // The new lobby lines: spectators, the TV board, the card language.
    await expect(page.getByText('Espectadores: 0')).toBeVisible();
    await page.getByText('Ver en una tele').click();
    await expect(page.getByRole('link', { name: 'Abrir el tablero de TV' })).toBeVisible();
    await expect(page.locator('.settings-summary').first()).toContainText('tarjetas en español');
    await expectNoEnglish(page, 'lobby');
    await expectAccessibleInBothThemes(page, 'lobby in Spanish');

    await start.click();
    await page.waitForURL(`**/play/${code}`);
    await expect(page.getByText('Te toca dar pistas. ¿Todo listo?')).toBeVisible();
    await expectNoEnglish(page, 'before the turn');
    await expectAccessibleInBothThemes(page, 'before the turn in Spanish');

    await page.getByRole('button', { name: 'Empezar turno' }).click();
    await expect(page.getByRole('region', { name: 'Tarjeta' })).toBeVisible();
    const correct = page.getByRole('button', { name: 'Acierto' });
    await expect(correct).toBeEnabled();
    await correct.click();
    await expect(page.getByRole('button', { name: 'Deshacer' })).toBeVisible();
    await expect(page.locator('.tally-correct .tally-value')).toHaveText('1');
    await expectNoEnglish(page, 'a turn in progress');
    await expectAccessible(page, 'a turn in progress in Spanish');
    // The host (Ada) pauses the turn and resumes it.
    await page.getByRole('button', { name: 'Pausar turno' }).click();
    await expect(page.getByText('En pausa', { exact: true })).toBeVisible();
    await expectNoEnglish(page, 'a paused turn');
    await page.getByRole('button', { name: 'Reanudar turno' }).click();
    await expect(page.getByText('En pausa', { exact: true })).toHaveCount(0);

    // Time runs out (30 s): the review, waiting for the watching team.
    const review = page.getByRole('region', { name: 'Revisión del turno' });
    await expect(review).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('Esperando a que Cy confirme los puntos')).toBeVisible();
    await expect(page.locator('.time-up')).toHaveCount(0); // the time-up flash has passed
    await expectNoEnglish(page, 'the turn review');
    await expectAccessibleInBothThemes(page, 'the turn review in Spanish');

    await page.getByRole('button', { name: 'Terminar ya' }).click();
    await expect(page.getByRole('dialog', { name: '¿Terminar la partida ahora?' })).toBeVisible();
    await expectNoEnglish(page, 'the end-game question');
    await page.getByRole('button', { name: 'Terminar partida' }).click();
    await page.waitForURL(`**/end/${code}`);
    // Ended before Team 2's turn: Team 1 leads, nobody wins.
    await expect(page.getByRole('heading', { name: 'Va ganando el Equipo 1', level: 1 })).toBeVisible();
    await expect(page.getByText('1 punto', { exact: false }).first()).toBeVisible();
    await expectNoEnglish(page, 'the end screen');
    await expectAccessibleInBothThemes(page, 'the end screen in Spanish');

    // Back to English on this screen, kept after a reload.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Team 1 leads', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`Game ${code} is over · Unsayable`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Team 1 leads', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    // The search finds English where there is some: the same screen in English is full of it.
    expect((await englishOnScreen(page, SPANISH_PARTS, NOT_INTERFACE)).length).toBeGreaterThan(10);
  } finally {
    for (const socket of sockets) socket.close();
    await context.close();
  }
});
