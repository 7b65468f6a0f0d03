import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web client's folders, highest first: a folder's code imports only the folders below it, and
 * a feature never another feature (what two screens share lives in `game/` or `ui/`). The fence is
 * worked out from the folders there are, so a feature is fenced the day its folder is made, and a
 * new top folder fails here until it is given its place.
 */
const LAYERS = ['app', 'features', 'game', 'state', 'ui', 'i18n', 'net', 'preferences'] as const;
/** Folders outside the layers: the tests' helpers (never imported by the app's code) and the styles. */
const TEST_HELPERS = 'testing';
const STYLES = 'styles';
/** Toasts are sent by the app's listeners alone; a screen shows its message where it belongs. */
const APP_ONLY = ['ui/notify.ts', 'ui/toast-host.tsx'];
/**
 * Libraries only one place may load: the socket client waits for the first need (`/home` stays
 * light), toasts load with the first one shown.
 */
const ONE_PLACE_PACKAGES: Record<string, string[]> = {
  'socket.io-client': ['net/socket.ts'],
  'react-toastify': ['ui/notify.ts', 'ui/toast-host.tsx'],
};
/** Libraries a lower layer keeps out: the store and the router belong to the layers above. */
const PACKAGES_KEPT_OUT: Partial<Record<(typeof LAYERS)[number], string[]>> = {
  state: ['react-router'],
  ui: ['@reduxjs/toolkit', 'react-redux'],
  i18n: ['@reduxjs/toolkit', 'react-redux'],
  net: ['@reduxjs/toolkit', 'react-redux', 'react-router'],
  preferences: ['@reduxjs/toolkit', 'react-redux', 'react-router'],
};

const source = dirname(fileURLToPath(import.meta.url));

/** An import from a file of `src` (relative to `src`): of another file of `src`, or of a library. */
interface Edge {
  from: string;
  to: string;
  library?: true;
}

/** The folder a file belongs to: its top folder, or `features/<name>` for a feature's file. */
function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return '.';
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? '.');
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** What is wrong with importing a library, or undefined when the fence allows it. */
function packageCrossing({ from, to }: Edge): string | undefined {
  if (isTest(from) || from.startsWith(`${TEST_HELPERS}/`)) return undefined;
  const only = Object.entries(ONE_PLACE_PACKAGES).find(([name]) => to === name || to.startsWith(`${name}/`));
  if (only && !only[1].includes(from)) return `only ${only[1].join(' and ')} load ${only[0]}`;
  const top = from.split('/')[0] as (typeof LAYERS)[number];
  const kept = PACKAGES_KEPT_OUT[top]?.find((name) => to === name || to.startsWith(`${name}/`));
  return kept ? `${top}/ keeps ${kept} out` : undefined;
}

/** What is wrong with one import, or undefined when the fence allows it. */
function crossing({ from, to, library }: Edge): string | undefined {
  if (library) return packageCrossing({ from, to });
  const [source, target] = [unitOf(from), unitOf(to)];
  if (source === target) return undefined;
  const [sourceTop, targetTop] = [source.split('/')[0] ?? '', target.split('/')[0] ?? ''];
  const known = [...LAYERS, TEST_HELPERS, STYLES] as readonly string[];
  for (const top of [sourceTop, targetTop])
    if (top !== '.' && !known.includes(top)) return `src/${top} is in no layer: give it its place in LAYERS`;
  if (sourceTop === 'features' && targetTop === 'features') return 'one feature imports another';
  if (source === '.' || isTest(from)) return undefined;
  if (sourceTop === TEST_HELPERS) return undefined;
  if (targetTop === TEST_HELPERS) return 'the app imports a test helper';
  if (targetTop === STYLES) return undefined;
  if (APP_ONLY.includes(to) && sourceTop !== 'app') return `only app/ sends toasts (${to})`;
  const rank = (top: string) => LAYERS.indexOf(top as (typeof LAYERS)[number]);
  return rank(targetTop) > rank(sourceTop)
    ? undefined
    : `${sourceTop}/ imports ${targetTop}/, a layer above it`;
}

/** Every fence an import list crosses, one line each. */
function fenceCrossings(edges: readonly Edge[]): string[] {
  return edges.flatMap((edge) => {
    const why = crossing(edge);
    return why ? [`${edge.from} → ${edge.to}: ${why}`] : [];
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The imports between files of `src`, read as the compiler reads them (static, dynamic, type). */
function importsOfSource(): Edge[] {
  return sourceFiles(source).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const from = relative(source, file).replaceAll('\\', '/');
    return importedFiles.flatMap(({ fileName }): Edge[] => {
      if (!fileName.startsWith('.')) return [{ from, to: fileName, library: true }];
      const to = relative(source, resolve(dirname(file), fileName)).replaceAll('\\', '/');
      return to.startsWith('..') ? [] : [{ from, to }];
    });
  });
}

describe('the web client’s folders', () => {
  it('import one way: down the layers, no feature into another, no test helper into the app', () => {
    const edges = importsOfSource();
    expect(edges.length).toBeGreaterThan(300);
    expect(fenceCrossings(edges)).toEqual([]);
  });

  it('fence every feature there is, and every wrong way in', () => {
    const features = readdirSync(join(source, 'features'));
    expect(features).toEqual(expect.arrayContaining(['account', 'decks', 'home', 'lobby', 'play', 'tv']));
    const wrong: Edge[] = [
      ...features.flatMap((a) =>
        features
          .filter((b) => b !== a)
          .map((b) => ({ from: `features/${a}/x.tsx`, to: `features/${b}/y.tsx` })),
      ),
      { from: 'features/decks/x.test.tsx', to: 'features/home/y.tsx' },
      { from: 'net/socket.ts', to: 'state/root.ts' },
      { from: 'ui/spinner.tsx', to: 'game/labels.ts' },
      { from: 'game/scores.tsx', to: 'features/play/y.tsx' },
      { from: 'preferences/device-preferences.ts', to: 'i18n/i18n.ts' },
      { from: 'state/root.ts', to: 'testing/views.ts' },
      { from: 'features/play/x.tsx', to: 'ui/notify.ts' },
      { from: 'widgets/x.tsx', to: 'ui/spinner.tsx' },
      { from: 'features/play/x.tsx', to: 'socket.io-client', library: true },
      { from: 'app/listeners.ts', to: 'react-toastify/unstyled', library: true },
      { from: 'state/root.ts', to: 'react-router', library: true },
      { from: 'net/clock.ts', to: '@reduxjs/toolkit', library: true },
      { from: 'ui/spinner.tsx', to: 'react-redux', library: true },
    ];
    expect(fenceCrossings(wrong)).toHaveLength(wrong.length);
    expect(
      fenceCrossings([
        { from: 'app/frame.tsx', to: 'features/play/y.tsx' },
        { from: 'features/play/x.tsx', to: 'game/labels.ts' },
        { from: 'features/play/x.test.tsx', to: 'testing/views.ts' },
        { from: 'state/x.test.ts', to: 'app/store.ts' },
        { from: 'app/listeners.ts', to: 'ui/notify.ts' },
        { from: 'main.tsx', to: 'styles/app.css' },
        { from: 'net/socket.ts', to: 'socket.io-client', library: true },
        { from: 'ui/toast-host.tsx', to: 'react-toastify/unstyled', library: true },
        { from: 'net/socket.test.ts', to: 'socket.io-client', library: true },
        { from: 'state/root.ts', to: '@reduxjs/toolkit', library: true },
      ]),
    ).toEqual([]);
  });
});
