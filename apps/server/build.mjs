#!/usr/bin/env node
// @ts-check
// Compiles the server to plain JavaScript in dist/: `node apps/server/dist/main.js` is the
// production entry point, `dist/cards.js` the operator's card tool, `dist/accounts.js` the account tool. One esbuild bundle per entry
// holds the server, the rules, the card loader and the npm packages they use (with the code they
// share, and what is loaded only when configured, in files beside them), so a start reads a few
// files instead of resolving some four hundred modules. Native addons stay external: they are
// loaded from node_modules at run time (better-sqlite3, and the optional native helpers some
// packages try to load).
//
// Files the code finds at run time through `new URL('<relative path>', import.meta.url)` (the
// SQLite threads, the SQL migrations, the card data) would be looked for beside the bundle, not
// beside their source. The plugin below copies each one that belongs to the package of the module
// naming it into dist/, and points the URL at the copy; one outside that package (the web client's
// build, which has a build of its own) is pointed at where it is. esbuild does not follow these URLs
// itself, and the plugins that do (for example @chialab/esbuild-plugin-meta-url) copy single files
// but not folders, which migrations and card data are.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(serverRoot, '../..');
// `--outdir` builds elsewhere (a test runs a build apart from the one `npm start` uses).
// `--external <package>` leaves one more package to node_modules: the benchmarks' probe times calls
// into packages (pg, the cluster adapter's base) by patching the copies there, which a bundle's own
// copies would not see.
const { values: args } = parseArgs({
  options: { outdir: { type: 'string' }, external: { type: 'string', multiple: true } },
});
const outdir = resolve(args.outdir ?? join(serverRoot, 'dist'));

/** Native addons and optional native speed-ups: never bundled, loaded from node_modules if present. */
const external = ['better-sqlite3', 'bufferutil', 'utf-8-validate', 'pg-native', ...(args.external ?? [])];

/** `new URL('…', import.meta.url)` with a plain string literal, as the code base writes it. */
const assetUrl = /new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g;

/** The folder of the workspace package (the nearest package.json) that holds `file`. */
function packageOf(file) {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

/** @type {import('esbuild').Plugin} */
const runTimeFiles = {
  name: 'run-time-files',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (file) => {
      if (file.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = readFileSync(file.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      // Any other use would name the bundle's own location where the code means its source's.
      const other = /import\.meta\.(url|dirname|filename|resolve)/.exec(source.replace(assetUrl, ''));
      if (other) {
        return { errors: [{ text: `${other[0]} outside new URL('<relative path>', import.meta.url)` }] };
      }
      const pkg = packageOf(file.path);
      const contents = source.replace(assetUrl, (_call, quote, path) => {
        const target = resolve(dirname(file.path), path);
        let at = target;
        if (!relative(pkg, target).startsWith('..')) {
          // Under dist/ by its path from the repository root, so no two packages' files collide.
          at = join(outdir, relative(repoRoot, target));
          cpSync(target, at, { recursive: true });
        }
        const fromBundle = relative(outdir, at).split(sep).join('/');
        const trailing = path.endsWith('/') && !fromBundle.endsWith('/') ? '/' : '';
        const literal = `${fromBundle.startsWith('.') ? '' : './'}${fromBundle}${trailing}`;
        return `new URL(${quote}${literal}${quote}, import.meta.url)`;
      });
      return { contents, loader: file.path.endsWith('ts') ? 'ts' : 'js' };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const startedAt = performance.now();
const result = await build({
  absWorkingDir: repoRoot,
  entryPoints: {
    main: join(serverRoot, 'src/main.ts'),
    cards: join(serverRoot, 'src/cli/cards-main.ts'),
    accounts: join(serverRoot, 'src/cli/accounts-main.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  // CommonJS packages inside an ES module bundle still call `require` for Node's built-ins.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  sourcemap: 'linked',
  // No `keepNames`: it wraps every named function in `__name(fn, "name")`, which redefines the
  // function's name property each time the function is made. A closure made per connection or per
  // request then carries a property dictionary of its own (some 250 bytes), and the definition
  // costs time at each: in `npm run bench:server` the server used 42-43 % of a core instead of
  // 44-50, its collections paused 506-518 ms instead of 553-667, and the RSS at the window's end was
  // 198-204 MB instead of 215-217 (docs/PERFORMANCE.md, the names round). What it kept: the name of
  // a class that bundling renames because another module uses it too (a library's `Socket`, `Client`
  // or `DatabaseError` is `Socket2`, `Client2`, `DatabaseError2` in `constructor.name`, in a logged
  // error's `type` and in a stack trace, whose file and line the source map still gives). None of
  // our own classes is renamed (test/compiled-server.test.ts holds it), and the libraries' own
  // checks of a class name are of names kept.
  // Without comments and line breaks. The running server holds its whole source as a string; the
  // comments esbuild keeps (from the npm packages) carry a few typographic quotes, which made V8
  // store all of it two bytes a character, a large part of the empty server's heap (npm run
  // bench:startup shows the idle RSS). Identifiers are not minified, so a
  // stack trace still names each function; the source map gives files and lines (--enable-source-maps).
  minifyWhitespace: true,
  // What the code imports only when configured (the PostgreSQL store, the Redis cluster,
  // nodemailer) goes to files of its own, beside the entries: a server on SQLite alone never reads
  // their source. In one bundle the running server held all of that text, which it never runs
  // (npm run bench:server shows the empty server's RSS).
  splitting: true,
  chunkNames: '[name]-[hash]',
  legalComments: 'linked',
  plugins: [runTimeFiles],
  metafile: true,
  logLevel: 'warning',
});
// ES modules even where dist/ is copied without the package.json above it (the container image).
writeFileSync(join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server built in ${Math.round(performance.now() - startedAt)} ms: ` +
    `${relative(repoRoot, outdir)}/ (${Math.round(bytes / 1024)} KB)`,
);
