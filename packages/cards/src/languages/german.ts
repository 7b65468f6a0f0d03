import type { LanguageRules, RegionalGroup } from './language-rules.ts';
import { regionalGroup, spellingsByVariant } from './word-lists.ts';

/**
 * Lower case, "ß" written "ss" and the umlauts' dots off, as the card words are compared
 * everywhere (`textWords` folds "ä" to "a"): "Straße" and "Strasse" (Swiss spelling) are one word,
 * and so are "Apfel" and "Äpfel", "Mutter" and "Mütter".
 */
export function germanFold(word: string): string {
  return word
    .toLowerCase()
    .trim()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

// Singular words that end as a plural does: "Glas" is no plural of "Gla", and "Topfen" (curd
// cheese) none of "Topf", "Rahmen" (a frame) none of "Rahm" (cream).
const INVARIABLE = new Set([
  'glas',
  'gras',
  'gas',
  'atlas',
  'ananas',
  'chaos',
  'kosmos',
  'moos',
  'kakao',
  'idee',
  'kaffee',
  'tee',
  'see',
  'schnee',
  'klee',
  'allee',
  'armee',
  'fee',
  'topfen',
  'rahmen',
]);

/**
 * Plurals in "-er", taken off by the list only: "-er" ends too many singulars ("Wasser", "Messer",
 * "Lehrer"). Their umlaut is gone once folded ("Häuser" → "hauser" → "haus").
 */
const PLURAL_ER = new Set(
  [
    'häuser',
    'bücher',
    'kinder',
    'männer',
    'eier',
    'bilder',
    'lieder',
    'länder',
    'wälder',
    'blätter',
    'dörfer',
    'gläser',
    'räder',
    'kleider',
    'felder',
    'lichter',
    'wörter',
    'bretter',
    'dächer',
    'tücher',
    'löcher',
    'hörner',
    'rinder',
    'hühner',
    'völker',
    'geister',
    'götter',
    'würmer',
    'schlösser',
    'fächer',
    'gräser',
    'mäuler',
    'gesichter',
    'gehälter',
    'bäder',
    'täler',
    'hölzer',
    'kälber',
    'lämmer',
    'nester',
    'schilder',
    'denkmäler',
    'irrtümer',
    'weiber',
  ].map(germanFold),
);

/** Diminutives of words in "-s" ("Häuschen"); other words in "-schen" are "-sch" and "-en" ("fischen", "Taschen"). */
const SMALL_IN_SCHEN = new Set(['hauschen', 'glaschen', 'roschen', 'mauschen', 'hoschen', 'haschen']);

/** Plurals no ending rule reaches, the singular first. */
const IRREGULAR_PLURALS: readonly (readonly string[])[] = [
  ['museum', 'museen'],
  ['kaktus', 'kakteen'],
  ['globus', 'globen'],
  ['thema', 'themen'],
  ['firma', 'firmen'],
  ['visum', 'visa'],
  ['zentrum', 'zentren'],
  ['album', 'alben'],
  ['stadion', 'stadien'],
];
const SINGULAR_OF = new Map(IRREGULAR_PLURALS.flatMap((g) => g.map((w) => [w, g[0] as string])));

/**
 * Loan words whose plural is "-s" after a consonant ("Hits", "Fans"): the ending rules leave an
 * "-s" there alone, as German words end so in the singular ("Haus", "Preis", "Kurs").
 */
const LOAN_PLURALS_S = new Set(
  [
    'hits',
    'fans',
    'tickets',
    'apps',
    'tabs',
    'pins',
    'sticks',
    'tricks',
    'songs',
    'chips',
    'jobs',
    'teams',
    'shops',
    'clubs',
    'snacks',
    'drinks',
    'stars',
    'trends',
    'events',
    'podcasts',
    'comics',
  ].map(germanFold),
);

/**
 * Lower case, folded, the plural off: "Hunde" → "hund", "Katzen" and "Katze" → "katz", "Häuser" →
 * "haus", "Gabeln" → "gabel", "Autos" → "auto", "Lehrerinnen" → "lehrerin". A noun in "-e" loses
 * it as its plural does ("Blume", "Blumen" → "blum"), and so does a verb its "-en" ("gehen" →
 * "geh"): the result is a key for comparing, not always a word. Diminutives in "-chen" keep it
 * ("Mädchen"), as their "-en" is no plural; "fischen" and "Taschen" do not.
 */
export function germanPlural(word: string): string {
  const w = germanFold(word);
  if (/\s/.test(w)) return w.split(/\s+/).map(germanPlural).join(' ');
  const listed = SINGULAR_OF.get(w);
  if (listed) return listed;
  if (w.length <= 3 || INVARIABLE.has(w)) return w;
  if (LOAN_PLURALS_S.has(w)) return w.slice(0, -1);
  if (PLURAL_ER.has(w)) return w.slice(0, -2);
  if (w.endsWith('innen')) return w.slice(0, -3);
  if (/[^aeiouys]chen$/.test(w) || SMALL_IN_SCHEN.has(w)) return w;
  if (w.length >= 5 && w.endsWith('en')) return w.slice(0, -2);
  if (w.length >= 6 && /e[lr]n$/.test(w)) return w.slice(0, -1);
  if (w.length >= 4 && /[^e]e$/.test(w)) return w.slice(0, -1);
  if (w.length >= 4 && /[aoy]s$/.test(w)) return w.slice(0, -1);
  return w;
}

/**
 * Strong verbs' forms and other forms no ending reaches, the dictionary form first: "ging" and
 * "gegangen" are "gehen", "aß" is "essen", "Flug" is "fliegen". Forms that are common words of
 * another meaning are left out ("Band" of binden, "Schloss" of schließen, "Zug" of ziehen, "Fluss"
 * of fließen), since each would tie unrelated cards together.
 */
const IRREGULAR: readonly (readonly string[])[] = [
  ['gehen', 'ging', 'gegangen'],
  ['essen', 'aß', 'gegessen'],
  ['trinken', 'trank', 'getrunken'],
  ['fahren', 'fuhr', 'gefahren', 'fährt'],
  ['schlafen', 'schlief', 'geschlafen', 'schläft'],
  ['schwimmen', 'schwamm', 'geschwommen'],
  ['singen', 'sang', 'gesungen'],
  ['springen', 'sprang', 'gesprungen', 'sprung'],
  ['finden', 'fand', 'gefunden'],
  ['fliegen', 'flog', 'geflogen', 'flug'],
  ['ziehen', 'zog', 'gezogen'],
  ['schreiben', 'schrieb', 'geschrieben', 'schrift'],
  ['lesen', 'las', 'gelesen', 'liest'],
  ['sehen', 'sah', 'gesehen', 'sieht', 'sicht'],
  ['geben', 'gab', 'gegeben', 'gibt'],
  ['nehmen', 'nahm', 'genommen', 'nimmt'],
  ['kommen', 'kam', 'gekommen'],
  ['laufen', 'lief', 'gelaufen', 'läuft'],
  ['rufen', 'rief', 'gerufen'],
  ['schneiden', 'schnitt', 'geschnitten'],
  ['reiten', 'ritt', 'geritten'],
  ['streiten', 'stritt', 'gestritten'],
  ['beißen', 'biss', 'gebissen'],
  ['werfen', 'warf', 'geworfen', 'wirft', 'wurf'],
  ['helfen', 'half', 'geholfen', 'hilft', 'hilfe'],
  ['sterben', 'starb', 'gestorben', 'stirbt'],
  ['sprechen', 'sprach', 'gesprochen', 'spricht'],
  ['brechen', 'brach', 'gebrochen', 'bricht', 'bruch'],
  ['stehlen', 'stahl', 'gestohlen', 'stiehlt'],
  ['treffen', 'traf', 'getroffen', 'trifft'],
  ['werden', 'wurde', 'geworden', 'wird'],
  ['wissen', 'wusste', 'gewusst', 'weiß'],
  ['denken', 'dachte', 'gedacht'],
  ['bringen', 'brachte', 'gebracht'],
  ['kennen', 'kannte', 'gekannt'],
  ['brennen', 'brannte', 'gebrannt', 'brand'],
  ['backen', 'gebacken', 'backt'],
  ['waschen', 'wusch', 'gewaschen', 'wäscht'],
  ['wachsen', 'wuchs', 'gewachsen', 'wächst'],
  ['tragen', 'trug', 'getragen', 'trägt'],
  ['schlagen', 'schlug', 'geschlagen', 'schlägt'],
  ['graben', 'grub', 'gegraben', 'gräbt'],
  ['fallen', 'fiel', 'gefallen', 'fällt'],
  ['halten', 'hielt', 'gehalten', 'hält'],
  ['fangen', 'fing', 'gefangen', 'fängt'],
  ['hängen', 'hing', 'gehangen'],
  ['sitzen', 'saß', 'gesessen'],
  ['liegen', 'lag', 'gelegen'],
  ['stehen', 'stand', 'gestanden'],
  ['frieren', 'fror', 'gefroren'],
  ['schießen', 'schoss', 'geschossen', 'schuss'],
  ['gießen', 'goss', 'gegossen'],
  ['verlieren', 'verlor', 'verloren'],
  ['gewinnen', 'gewann', 'gewonnen'],
  ['beginnen', 'begann', 'begonnen'],
  ['vergessen', 'vergaß', 'vergisst'],
  ['steigen', 'stieg', 'gestiegen'],
  ['bleiben', 'blieb', 'geblieben'],
  ['scheinen', 'schien', 'geschienen'],
  ['schreien', 'schrie', 'geschrien'],
  ['treten', 'trat', 'getreten', 'tritt'],
  ['lügen', 'log', 'gelogen', 'lüge'],
  ['riechen', 'roch', 'gerochen', 'geruch'],
  ['klingen', 'klang', 'geklungen'],
  ['sinken', 'sank', 'gesunken'],
  ['stinken', 'stank', 'gestunken'],
  ['fliehen', 'floh', 'geflohen', 'flucht'],
  ['leiden', 'litt', 'gelitten'],
  ['pfeifen', 'pfiff', 'gepfiffen'],
  ['greifen', 'griff', 'gegriffen'],
  ['schmelzen', 'schmolz', 'geschmolzen'],
  ['schieben', 'schob', 'geschoben'],
  ['heben', 'hob', 'gehoben'],
  ['laden', 'lud', 'geladen'],
  // A verb made on a noun whose vowel it changes: "Schweiß" is what "schwitzen" makes ("schweißen",
  // to weld, stays its own word).
  ['schwitzen', 'schweiß'],
];
const LEMMA_OF = new Map(
  IRREGULAR.flatMap((group) => group.map((w) => [germanFold(w), germanFold(group[0] as string)])),
);

/** "ging" → "gehen", "Flüge" → "fliegen"; any other word folded. */
export function germanLemma(word: string): string {
  const w = germanFold(word);
  return LEMMA_OF.get(w) ?? LEMMA_OF.get(germanPlural(w)) ?? w;
}

// Longest first. A stem keeps at least three letters.
const ENDINGS = [
  'schaft',
  'ismus',
  'heit',
  'keit',
  'lich',
  'isch',
  'chen',
  'lein',
  'erin',
  'itat',
  'ung',
  'ist',
  'ler',
  'ner',
  'ier',
  'nis',
  'tum',
  'ig',
  'er',
  'ei',
].sort((a, b) => b.length - a.length);
const STEM_MIN = 3;

/**
 * Endings that follow a consonant: "Künstler" is "Kunst" and "-ler", "Gärtner" "Garten" and
 * "-ner", but "Spieler" is "Spiel" and "-er", "Wiener" "Wien" and "-er".
 */
const AFTER_CONSONANT = new Set(['ler', 'ner']);

/** "-in" makes a woman of a man's word ("Lehrerin", "Ärztin", "Köchin"), not of "Wein" or "Delfin". */
const FEMININE = /[rthdgsw]in$/;

/**
 * Words whose ending looks derivational and is not, kept whole as each would make a false pair:
 * "Spiegelei" is an egg, not a "-ei" of "Spiegel".
 */
const NOT_DERIVED = new Set([
  'konig',
  'honig',
  'essig',
  'papier',
  'polizei',
  'spiegelei',
  'ruhrei',
  'osterei',
]);

/**
 * "Ei" is too short to be looked for as a part of any word ("Bäckerei", "Eimer"): it is one at the
 * head of a compound whose tail is a card word ("Eigelb", "Eierschale"), and at the tail of the
 * eggs listed here.
 */
const EGG = 'ei';
const EGGS = new Set(['spiegelei', 'ruhrei', 'osterei', 'fruhstucksei', 'schokoladenei']);

/** The egg in "Eigelb", "Eierschale", "Spiegelei": "ei" and the rest, or nothing. */
function eggParts(w: string, forms: KnownForms): readonly string[] {
  if (EGGS.has(w)) return [EGG, w.slice(0, -EGG.length)];
  for (const head of [`${EGG}er`, EGG]) {
    const tail = w.slice(head.length);
    if (w.startsWith(head) && tail.length >= 4 && !endingLike(tail) && knownTail(tail, forms))
      return [EGG, tail];
  }
  return [];
}

/**
 * What is left once derivational endings are off: "Bäckerei", "Bäcker", "backen" → "back";
 * "Lehrerin", "Lehrer", "lehren" → "lehr"; "Freundlichkeit" → "freund"; "Brötchen" → "brot";
 * "Zeitung" → "zeit"; "Künstler" → "kunst"; "Gärtner", "Garten" → "gart"; "Polizist" → "poliz".
 */
export function germanStem(word: string): string {
  let w = germanPlural(germanLemma(word));
  if (NOT_DERIVED.has(w)) return w;
  for (let stripped = true; stripped; ) {
    const ending = ENDINGS.find(
      (e) =>
        w.endsWith(e) &&
        w.length - e.length >= STEM_MIN &&
        !(AFTER_CONSONANT.has(e) && /[aeiouy]$/.test(w.slice(0, -e.length))),
    );
    const feminine = !ending && w.length >= 6 && FEMININE.test(w);
    stripped = ending !== undefined || feminine;
    if (ending) w = w.slice(0, -ending.length);
    else if (feminine) w = w.slice(0, -2);
  }
  if (w.length > STEM_MIN && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Whole words spelt two ways, both in use (the official and the older or foreign spelling). */
const VARIANTS: readonly (readonly string[])[] = [
  ['foto', 'photo'],
  ['delfin', 'delphin'],
  ['telefon', 'telephon'],
  ['mikrofon', 'mikrophon'],
  ['geografie', 'geographie'],
  ['fotografie', 'photographie'],
  ['grafik', 'graphik'],
  ['panter', 'panther'],
  ['thunfisch', 'tunfisch'],
  ['ketchup', 'ketschup'],
  ['spaghetti', 'spagetti'],
  ['mayonnaise', 'majonäse'],
  ['joghurt', 'jogurt'],
  ['portemonnaie', 'portmonee'],
  ['känguru', 'känguruh'],
  ['friseur', 'frisör'],
  ['ski', 'schi'],
  ['yoga', 'joga'],
];
const VARIANT_OF = spellingsByVariant(VARIANTS, germanPlural);

/**
 * One spelling for a word's variants: "Straße" and "Strasse" already fold alike; "ae", "oe", "ue"
 * written for an umlaut ("Muenchen", "Koeln") fold as the umlaut does; "Photo" is "Foto".
 */
export function germanSpelling(word: string): string {
  const w = germanPlural(word);
  return VARIANT_OF.get(w) ?? w.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

/** Letters between a compound's parts: "Geburt-s-tag", "Hund-e-hütte", "Sonne-n-schein". */
const LINKS = ['ens', 'es', 'en', 'er', 's', 'n', 'e'];
const PART_MIN = 3;

const STOP_WORDS = [
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einer',
  'eines',
  'einem',
  'einen',
  'und',
  'oder',
  'mit',
  'von',
  'vom',
  'zum',
  'zur',
  'auf',
  'aus',
  'bei',
  'fur',
  'ist',
  'sind',
  'sich',
  'nicht',
  'wie',
  'was',
  'wer',
  'als',
  'auch',
  'aber',
  'noch',
  'nur',
  'sehr',
  'man',
  'sie',
  'wir',
  'ihr',
  'ich',
  'hin',
  'her',
  'dass',
  'wenn',
  'bis',
  'ohne',
  'uber',
  'zwei',
  'drei',
  'vor',
  'nach',
  'mal',
  'los',
  'haben',
  'hat',
  'machen',
  'lassen',
  'keinen',
  'kein',
  'keine',
  'vier',
  'alle',
  'alles',
  'jemand',
  'jemandem',
  'jemanden',
];

/** The known words as written (folded) and as plural keys, once per set of known words. */
interface KnownForms {
  written: Set<string>;
  keys: Set<string>;
}
const knownForms = new WeakMap<ReadonlySet<string>, KnownForms>();
const partsKept = new WeakMap<ReadonlySet<string>, Map<string, readonly string[]>>();

/**
 * Words the cards hold inside compounds and seldom alone, known as parts as though a card said
 * them: "Fruchtgummi" holds the "Gummi" of "Gummibärchen" though no card forbids "Gummi" itself.
 */
const PART_WORDS = ['gummi'];

function formsOf(known: ReadonlySet<string>): KnownForms {
  let forms = knownForms.get(known);
  if (!forms) {
    const words = [...known, ...PART_WORDS]
      .filter((w) => w.length >= PART_MIN && !STOP_WORDS.includes(w))
      .map(germanFold);
    forms = { written: new Set(words), keys: new Set(words.map(germanPlural)) };
    knownForms.set(known, forms);
  }
  return forms;
}

/**
 * Words that begin compounds without being a part of their own ("Unterhose", "Nachtisch"): an
 * unknown head that is one of these is no part.
 */
const PREFIX_HEADS = new Set([
  'nach',
  'uber',
  'unter',
  'durch',
  'hinter',
  'wieder',
  'zuruck',
  'gegen',
  'heraus',
  'herein',
  'voraus',
  'fort',
  'weiter',
  'zusammen',
  'ent',
  'ver',
  'zer',
  'miss',
  'auf',
  'aus',
  'ein',
  'mit',
  'vor',
  'weg',
  'los',
]);

/**
 * The head of a compound whose tail is a known word: the known word it is, with or without its
 * linking letters ("geburts" → "geburt", "sonnen" → "sonne"), or, when no such word is on the
 * cards, the head as written if it is long enough to be a word and no prefix ("sonnen" in
 * "Sonnenbrille" before "Sonne" is a card word) and the tail is a long word found as written, so
 * that chance endings ("-ten", "-asten") make no parts of "Sandkasten" or "Zeitschriften".
 */
function headOf(head: string, tail: string, forms: KnownForms): string | undefined {
  for (const link of LINKS) {
    const bare = head.slice(0, -link.length);
    if (head.endsWith(link) && bare.length >= PART_MIN && forms.keys.has(germanPlural(bare))) return bare;
  }
  if (forms.keys.has(germanPlural(head))) return head;
  const tailFound = tail.length >= 4 && forms.written.has(tail);
  return tailFound && head.length >= 4 && !PREFIX_HEADS.has(head) ? head : undefined;
}

/** Tails that are an ending, not a word: "Ballett" is no "Ball", "Handlung" no "Hand". */
const endingLike = (tail: string): boolean =>
  ['ett', 'ette', 'el', 'en', 'er', 'ern', 'es'].includes(tail) ||
  ENDINGS.some((e) => tail === e || (tail.length <= e.length + 1 && tail.endsWith(e)));

/**
 * The head of a compound whose tail is no card word: a card word as written (four letters or
 * more, with or without its linking letters) before a tail that is no mere ending, so that
 * "Geburt" is found in "Geburtstag" and "Hand" in "Handschuh" before "Tag" or "Schuh" is on a card.
 */
function writtenHead(head: string, tail: string, forms: KnownForms): string | undefined {
  if (endingLike(tail)) return undefined;
  const bare = [head, ...LINKS.filter((l) => head.endsWith(l)).map((l) => head.slice(0, -l.length))];
  return bare.find((b) => b.length >= 4 && forms.written.has(b) && !PREFIX_HEADS.has(b));
}

/**
 * A tail is a known word as written, or in another number when it is long enough not to be a
 * chance ending ("asten" is no "Äste").
 */
const knownTail = (tail: string, forms: KnownForms): boolean =>
  forms.written.has(tail) || (tail.length >= 5 && forms.keys.has(germanPlural(tail)));

/**
 * The parts of a German compound, each cut where the tail is a known word (see `headOf` for the
 * head): "geburtstag" → "geburt", "tag"; "hundehütte" → "hund", "hütte"; "hauptbahnhof" →
 * "haupt", "bahnhof", "bahn", "hof".
 */
export function germanCompoundParts(word: string, known: ReadonlySet<string>): readonly string[] {
  const w = germanFold(word);
  let kept = partsKept.get(known);
  if (!kept) {
    kept = new Map();
    partsKept.set(known, kept);
  }
  const found = kept.get(w);
  if (found) return found;
  const forms = formsOf(known);
  const parts = new Set<string>(eggParts(w, forms));
  for (let cut = PART_MIN; cut <= w.length - PART_MIN; cut++) {
    const tail = w.slice(cut);
    const head = knownTail(tail, forms)
      ? headOf(w.slice(0, cut), tail, forms)
      : writtenHead(w.slice(0, cut), tail, forms);
    if (head === undefined) continue;
    parts.add(head);
    parts.add(tail);
    for (const p of germanCompoundParts(tail, known)) parts.add(p);
    for (const p of germanCompoundParts(head, known)) parts.add(p);
  }
  const result = [...parts];
  kept.set(w, result);
  return result;
}

/**
 * A word of three letters or fewer is a piece of another only at its head or tail ("Heu" of
 * "Heuboden", "Ei" of "Spiegelei"), not as letters inside it ("heu" in "Scheune", "ei" in
 * "Bleistift"); a compound's inner parts are found through `germanCompoundParts`.
 */
export function germanHolds(whole: string, part: string): boolean {
  return part.length >= 4 || whole.startsWith(part) || whole.endsWith(part);
}

/**
 * Words said only in Germany, Austria or Switzerland (or a part of one), by the thing they name;
 * beside them, the names every German speaker understands. Words with another meaning known
 * everywhere are left out ("Sessel", "Kasten", "Mist", "Estrich", "Rapunzel", "Wecken" (to wake),
 * "Kleber" (glue)).
 */
const REGIONAL: readonly RegionalGroup[] = [
  regionalGroup('semmel, schrippe, weggli, weckerl, rundstück', 'brötchen'),
  regionalGroup('paradeiser', 'tomate'),
  regionalGroup('jänner', 'januar'),
  regionalGroup('feber', 'februar'),
  regionalGroup('rahm, obers, schlagobers, schlagrahm', 'sahne, schlagsahne'),
  regionalGroup('erdapfel, erdäpfel, grundbirne', 'kartoffel'),
  regionalGroup('velo, radl', 'fahrrad, rad'),
  regionalGroup('marille', 'aprikose'),
  regionalGroup('sonnabend', 'samstag'),
  regionalGroup('tschüss, tschüs, servus, ade, baba, pfiat di, adieu, uf wiederluege', 'auf wiedersehen'),
  regionalGroup('grüezi, grüß gott, moin, servus, hoi, salü', 'hallo, guten tag'),
  regionalGroup('metzger, fleischer, fleischhauer, schlachter, metzgerei, fleischerei'),
  regionalGroup('topfen', 'quark'),
  regionalGroup('karfiol', 'blumenkohl'),
  regionalGroup('faschiertes, gehacktes', 'hackfleisch'),
  regionalGroup('kren', 'meerrettich'),
  regionalGroup('zwetschge, zwetschke, zwetschgen, zwetschken', 'pflaume'),
  regionalGroup('ribisel', 'johannisbeere'),
  regionalGroup('fisolen', 'grüne bohnen'),
  regionalGroup('melanzani', 'aubergine'),
  regionalGroup('schwammerl', 'pilz'),
  regionalGroup('eierschwammerl', 'pfifferling'),
  regionalGroup('kukuruz', 'mais'),
  regionalGroup('sackerl, säckli', 'tüte'),
  regionalGroup('stiege', 'treppe'),
  regionalGroup('mistkübel, kübel, ghüderchübel, kehrichteimer', 'mülleimer, abfalleimer'),
  regionalGroup('kehricht, ghüder', 'müll, abfall'),
  regionalGroup('natel', 'handy'),
  regionalGroup('eiskasten', 'kühlschrank'),
  regionalGroup('abitur, abi, matura, matur', 'reifeprüfung'),
  regionalGroup('trottoir, gehsteig', 'gehweg, bürgersteig'),
  regionalGroup('lichtsignal', 'ampel'),
  regionalGroup('führerausweis', 'führerschein'),
  regionalGroup('spital', 'krankenhaus'),
  regionalGroup('fasching, fastnacht, fasnacht, fasnet', 'karneval'),
  regionalGroup('kaminkehrer, rauchfangkehrer, kaminfeger', 'schornsteinfeger'),
  regionalGroup('schreiner, tischler'),
  regionalGroup('klempner, spengler, flaschner', 'installateur'),
  regionalGroup('hauswart, abwart', 'hausmeister'),
  regionalGroup('kneipe, beisl, beisel, beiz', 'gasthaus, wirtshaus, lokal'),
  regionalGroup('trafik', 'kiosk'),
  regionalGroup('bub, buben', 'junge'),
  regionalGroup('mädel, meitli', 'mädchen'),
  regionalGroup('palatschinke, palatschinken, eierkuchen', 'pfannkuchen, crêpe'),
  regionalGroup('häferl', 'tasse'),
  regionalGroup('rote bete, rote beete, rote rübe, rande, randen'),
  regionalGroup('vogerlsalat, nüsslisalat', 'feldsalat'),
  // The juice beside the fruit: Orangensaft holds the shared name, so it may forbid Apfelsine.
  regionalGroup('apfelsine, apfelsinensaft', 'orange, orangensaft'),
  regionalGroup('möhre, mohrrübe, rüebli, gelbe rübe', 'karotte'),
  regionalGroup('kabis', 'kohl'),
  regionalGroup('plätzchen, guetzli, bredle, kekserl', 'keks'),
  regionalGroup('gsälz', 'marmelade, konfitüre'),
  regionalGroup('glace', 'eis, speiseeis'),
  regionalGroup('grillieren', 'grillen'),
  regionalGroup('parkieren', 'parken'),
  regionalGroup('samichlaus', 'nikolaus'),
  regionalGroup('bim', 'straßenbahn, tram'),
  regionalGroup('goalie, tormann, goal', 'torwart, tor'),
  regionalGroup('penalty, elfer', 'elfmeter, strafstoß'),
  regionalGroup('corner', 'ecke, eckball'),
  regionalGroup('offside', 'abseits'),
  regionalGroup('jause, brotzeit, vesper, znüni, zvieri', 'imbiss, snack'),
  regionalGroup('pickerl', 'aufkleber, sticker'),
  regionalGroup('tuchent, duvet, plumeau', 'bettdecke'),
  regionalGroup('krapfen, kreppel, berliner pfannkuchen', 'berliner'),
  regionalGroup('germ', 'hefe'),
  regionalGroup('kicker, wuzzler, töggeli', 'tischfußball'),
  regionalGroup('kassabon, kassazettel', 'kassenbon, kassenzettel'),
];

export const german: LanguageRules = {
  code: 'de',
  name: 'Deutsch',
  plural: germanPlural,
  stem: germanStem,
  prefixes: [
    'ge',
    'be',
    'ver',
    'zer',
    'ent',
    'er',
    'un',
    'ab',
    'an',
    'auf',
    'aus',
    'ein',
    'mit',
    'vor',
    'nach',
    'weg',
    'zu',
    'zuruck',
    'um',
    'uber',
  ],
  lemma: germanLemma,
  spelling: germanSpelling,
  stopWords: STOP_WORDS,
  regional: REGIONAL,
  seasons: ['frühling', 'frühjahr', 'sommer', 'herbst', 'winter'],
  calendarWords: [
    'januar',
    'jänner',
    'februar',
    'feber',
    'märz',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'dezember',
    'weihnachten',
    'heiligabend',
    'christkind',
    'advent',
    'ostern',
    'pfingsten',
    'silvester',
    'neujahr',
    'karneval',
    'fasching',
    'fastnacht',
    'oktoberfest',
    'nikolaus',
    'sankt martin',
  ],
  unsuitable: [
    'sex',
    'sexy',
    'porno',
    'nackt',
    'kokain',
    'töten',
    'mord',
    'ermorden',
    'selbstmord',
    'vergewaltigung',
    'besoffen',
    'scheiße',
    'scheisse',
    'kacke',
    'fick',
    'ficken',
    'arsch',
    'arschloch',
    'hure',
    'schlampe',
    'wichser',
    'fotze',
    'pisse',
    'pissen',
    'nazi',
    'hitler',
  ],
  compoundParts: germanCompoundParts,
  holds: germanHolds,
};
