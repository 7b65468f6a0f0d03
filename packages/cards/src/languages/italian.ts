import type { LanguageRules, RegionalGroup } from './language-rules.ts';
import { regionalGroup, spellingsByVariant } from './word-lists.ts';

/**
 * Lower case, accents off ("città" and "citta", "perché" and "perche" are one spelling, as many
 * write them), and an elided article or preposition off: "l'acqua", "dell'acqua" and "acqua" are
 * one word.
 */
export function italianFold(word: string): string {
  return word
    .toLowerCase()
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\b(?:l|un|dell|nell|all|dall|sull|coll|quell|quest|sant|bell|d|c|m|t|s|v)['’]/g, '');
}

/**
 * Words whose key, cut short, would sit inside a word of another thing: "olio" and its plural
 * "oli" are one word, and "olive" (the fruit it is pressed from) is no form of it.
 */
const KEPT_WHOLE: ReadonlyMap<string, string> = new Map([
  ['olio', 'olio'],
  ['oli', 'olio'],
]);

/**
 * Lower case, accents off, the number and gender vowel off: "gatto", "gatti", "gatta", "gatte" →
 * "gatt"; "amico", "amici" → "amic"; "lago", "laghi" → "lag"; "camicia", "camicie" → "camic";
 * "negozio", "negozi" → "negoz"; "fornaio", "fornai" → "forn". A key for comparing, not a word:
 * it joins the two genders too, as "porta" and "porto" are one key;
 * words in a consonant ("sport", "bar") and short ones stay as they are.
 */
export function italianPlural(word: string): string {
  const w = italianFold(word);
  const whole = KEPT_WHOLE.get(w);
  if (whole) return whole;
  if (/[\s'’-]/.test(w))
    return w
      .split(/[\s'’-]+/)
      .map(italianPlural)
      .join(' ');
  if (w.length <= 3 || !/[aeiou]$/.test(w)) return w;
  if (/..[^aeiou]ai[aeo]?$/.test(w)) return w.replace(/ai[aeo]?$/, '');
  let key = w.slice(0, -1);
  if (key.length > 3 && key.endsWith('i')) key = key.slice(0, -1);
  if (key.length > 3 && /[cg]h$/.test(key)) key = key.slice(0, -1);
  return key;
}

/**
 * Irregular plurals and participles, the base word first, and the learned word beside the popular
 * one (notturno beside notte), which a player hears as one clue. Compared as plural keys ("uova"
 * is "uovo"). Participles that are common words of their own are left out: "letto" is a bed,
 * "stato" a state, "pianto" crying beside "pianta".
 */
const IRREGULAR: readonly (readonly string[])[] = [
  ['uomo', 'uomini'],
  ['uovo', 'uova'],
  ['dito', 'dita'],
  ['braccio', 'braccia'],
  ['mano', 'mani'],
  ['bue', 'buoi'],
  ['ginocchio', 'ginocchia'],
  ['osso', 'ossa'],
  ['labbro', 'labbra'],
  ['lenzuolo', 'lenzuola'],
  ['orecchio', 'orecchie', 'orecchia'],
  ['fare', 'fatto', 'faccio', 'fece'],
  ['dire', 'detto', 'dico', 'disse'],
  ['prendere', 'preso'],
  ['mettere', 'messo'],
  ['nascere', 'nato', 'nata', 'nascita', 'nacque'],
  ['morire', 'morto', 'morta', 'morte', 'muore'],
  ['vedere', 'visto', 'vista', 'vide'],
  ['scrivere', 'scritto', 'scrittore', 'scrittrice', 'scrittura'],
  ['aprire', 'aperto', 'aperta'],
  ['chiudere', 'chiuso', 'chiusa'],
  ['rompere', 'rotto'],
  ['correre', 'corso', 'corsa'],
  ['vincere', 'vinto', 'vincitore', 'vincitrice', 'vittoria'],
  ['perdere', 'perso', 'persa', 'persi', 'perse', 'perdente'],
  ['accendere', 'acceso', 'accesa'],
  ['spendere', 'speso'],
  ['rispondere', 'risposto', 'risposta'],
  ['chiedere', 'chiesto', 'chiesta'],
  ['rimanere', 'rimasto'],
  ['venire', 'venuto', 'vengo', 'viene'],
  ['cuocere', 'cotto', 'cotta', 'cuoco', 'cuoca', 'cottura'],
  ['bere', 'bevuto', 'bevo', 'bevanda'],
  ['dipingere', 'dipinto'],
  ['piangere', 'piange'],
  ['ridere', 'risata', 'ride', 'deridere', 'deriso', 'derisa', 'derisione'],
  ['scendere', 'sceso', 'discesa'],
  ['nascondere', 'nascosto', 'nascondino'],
  ['andare', 'vado', 'andata'],
  ['uscire', 'esco', 'esce', 'uscita'],
  ['sedere', 'siedo', 'siede', 'seduto'],
  ['tenere', 'tengo', 'tiene'],
  ['notte', 'notturno', 'notturna'],
  ['occhio', 'oculista', 'oculare'],
  ['acqua', 'acquatico', 'acquatica', 'idrico'],
  ['oro', 'dorato', 'dorata'],
  ['cuore', 'cardiaco'],
  ['fuoco', 'fuochi', 'focolare'],
  ['gioco', 'giocare', 'giocatore', 'giocattolo'],
  ['suonare', 'suono', 'suonatore'],
  ['nuotare', 'nuoto', 'nuotatore'],
  ['piovere', 'piove', 'pioggia', 'piogge', 'piovoso', 'piovosa'],
  ['poeta', 'poeti', 'poesia', 'poesie', 'poetico', 'poetica', 'poetici', 'poetiche', 'poetessa'],
  // "s-" and "de-" made words of these ("sfortuna", "deridere"), but taken off everywhere they
  // would join "sport" and "porta", "spesa" and "pesa": only the listed words lose them.
  ['fortuna', 'sfortuna', 'sfortunato', 'sfortunata', 'sfortunati', 'sfortunate'],
];
const LEMMA_OF = new Map(IRREGULAR.flatMap((group) => group.map((w) => [w, group[0] as string])));

/**
 * An infinitive, reflexive or not, as the verb heads a compound noun: "asciugare" and
 * "asciugarsi" as in "asciugamano", "aprire" as in "apriscatole", "stendere" as in
 * "stendibiancheria". The stem stays that of the infinitive ("asciug", "apr", "stend"), so only
 * compounds gain: a verb that names the head of its target is a part of the target.
 */
function compoundHead(word: string): string {
  const verb = /^(.{3,})([aei])r(?:e|si)$/.exec(word);
  if (!verb) return word;
  return `${verb[1]}${verb[2] === 'a' ? 'a' : 'i'}`;
}

/**
 * "uomini" → "uomo", "fatto" → "fare", "nascita" → "nascere", each infinitive then as it heads a
 * compound: "asciugarsi" → "asciuga", "aperto" → "apri"; any other word folded.
 */
export function italianLemma(word: string): string {
  const w = italianFold(word);
  return compoundHead(LEMMA_OF.get(w) ?? LEMMA_OF.get(w.replace(/rsi$/, 're')) ?? w);
}

// Taken from the plural key ("cameriere" → "camerier"), longest first; a stem keeps three letters.
const ENDINGS = [
  'azion',
  'aiol',
  'izion',
  'zion',
  'sion',
  'ament',
  'iment',
  'ment',
  'ator',
  'itor',
  'tor',
  'ist',
  'ism',
  'ier',
  'er',
  'ett',
  'ell',
  'in',
  'on',
  'at',
  'ut',
  'it',
  'os',
  'ar',
  'ir',
].sort((a, b) => b.length - a.length);
const STEM_MIN = 3;

/**
 * Words whose ending looks derivational and is not, each kept whole as it would make a false
 * pair with a common word: "zucchero" is no "zucca", "farina" no "faro", "matita" no "matto",
 * "mattino" no little "matto", "persona" no "perso".
 */
const NOT_DERIVED = new Set(['zuccher', 'farin', 'matit', 'mattin', 'destin', 'cammin', 'person']);

/** Stems whose vowel changes as they are derived: "scuola" and "scolaro", "nuovo" and "novità". */
const STEM_OF: ReadonlyMap<string, string> = new Map([
  ['scol', 'scuol'],
  ['scolastic', 'scuol'],
  ['nuov', 'nov'],
  // "innaffiare" and "annaffiare" are one verb spelt two ways, and so are their cans.
  ['innaff', 'annaff'],
]);

/**
 * Stems cut down to a short word of another thing, named by their noun instead: "sudare" and
 * "sudato" are "sudore", not "sud", the south. The short word itself, uncut, keeps its own stem.
 */
const CUT_STEM_OF: ReadonlyMap<string, string> = new Map([['sud', 'sudor']]);

/** One pass of derivational endings, then the "i" and "h" a stem keeps before a front vowel. */
function stripEndings(key: string): string {
  let w = key;
  for (let stripped = true; stripped; ) {
    const ending = ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= STEM_MIN);
    stripped = ending !== undefined;
    if (ending) {
      w = w.slice(0, -ending.length);
      if (w.length > STEM_MIN && w.endsWith('i')) w = w.slice(0, -1);
      if (w.length > STEM_MIN && /[cg]h$/.test(w)) w = w.slice(0, -1);
    }
  }
  return w;
}

/**
 * What is left once derivational endings are off: "pizzeria", "pizza" → "pizz"; "gelateria",
 * "gelato" → "gel"; "giardiniere", "giardino" → "giard"; "attore", "attrice" → "attor";
 * "dentista", "dente" → "dent"; "stazione" → "sta"; "allenamento", "allenare" → "allen";
 * "gattino", "gatto" → "gatt"; "pallone", "palla" → "pall".
 */
export function italianStem(word: string): string {
  const lemma = italianLemma(word);
  let w = italianPlural(lemma);
  if (NOT_DERIVED.has(w)) return w;
  // "-toio", "-toia": the tool or place of a verb, as "-tore" is its doer ("lavatoio", "lavare";
  // "mangiatoia", "mangiare"); its plural key ends in "-to", which no other key does.
  if (/toi[aeo]?$/.test(lemma)) w = w.replace(/to$/, 'tor');
  // "attrice" is "attore", "pittrice" "pittore".
  w = w.replace(/tric$/, 'tor');
  w = stripEndings(w);
  if (w !== italianFold(lemma)) w = CUT_STEM_OF.get(w) ?? w;
  return STEM_OF.get(w) ?? w;
}

/**
 * The verbs that head a compound noun, as the third person joined to the noun it acts on:
 * "giradischi" turns records, "portachiavi" carries keys, "scolapasta" drains pasta.
 */
const COMPOUND_HEADS = [
  'accendi',
  'apri',
  'asciuga',
  'aspira',
  'batti',
  'cava',
  'colla',
  'copri',
  'ferma',
  'gira',
  'gratta',
  'lava',
  'pela',
  'porta',
  'rompi',
  'salva',
  'scalda',
  'schiaccia',
  'scola',
  'segna',
  'spazza',
  'spremi',
  'stendi',
  'stuzzica',
  'taglia',
  'tergi',
  'trita',
];
const TAIL_MIN = 4;

/** The known words as plural keys, once per set of known words. */
const knownKeys = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/**
 * The verb and the noun of a compound such as "giradischi" ("gira", "dischi"), when the noun is,
 * as its plural key, a word on the cards or the other word compared: so "giradischi" is one clue
 * with "disco" and with "giri", as "portachiavi" is with "chiave". A head alone makes no compound
 * ("lavagna", "cavaliere", "lavatrice" hold no known noun after "lava", "cava").
 */
export function italianCompoundParts(word: string, known: ReadonlySet<string>): readonly string[] {
  const w = italianFold(word);
  const head = COMPOUND_HEADS.find((h) => w.startsWith(h) && w.length - h.length >= TAIL_MIN);
  if (head === undefined) return [];
  const tail = w.slice(head.length);
  let keys = knownKeys.get(known);
  if (!keys) {
    keys = new Set([...known].map(italianPlural));
    knownKeys.set(known, keys);
  }
  return keys.has(italianPlural(tail)) ? [head, tail] : [];
}

/** Whole words spelt two ways, both in use. */
const VARIANTS: readonly (readonly string[])[] = [
  ['obiettivo', 'obbiettivo'],
  ['chilo', 'kilo'],
  ['chilometro', 'kilometro'],
  ['yogurt', 'iogurt', 'yoghurt'],
  ['shampoo', 'sciampo'],
  ['whisky', 'whiskey'],
  ['taxi', 'tassi'],
  ['cachi', 'kaki'],
  ['pigiama', 'pijama'],
  ['mattarello', 'matterello'],
  ['soqquadro', 'sottosopra'],
  ['familiare', 'famigliare'],
  ['ciliegia', 'ciliegie', 'ciliege'],
  ['annaffiare', 'innaffiare'],
  ['annaffiatoio', 'innaffiatoio'],
];
const VARIANT_OF = spellingsByVariant(VARIANTS, italianPlural);

/** "kilo" → "chilo", "sciampo" → "shampoo", "pijama" → "pigiama"; any other word as its plural key. */
export function italianSpelling(word: string): string {
  const w = italianPlural(word);
  return VARIANT_OF.get(w) ?? w;
}

/**
 * Words said only in part of Italy or only in Italian Switzerland, by the thing they name; beside
 * them, the names every speaker understands. Words whose other meaning everyone knows stay among
 * the shared names: "stampella" is a crutch, "ometto" a little man, "mollica" the standard word.
 */
const REGIONAL: readonly RegionalGroup[] = [
  regionalGroup("anguria, cocomero, melone d'acqua"),
  regionalGroup('cornetto, brioche', 'croissant'),
  regionalGroup('gruccia', 'stampella, ometto, appendiabiti, attaccapanni'),
  regionalGroup('midolla', 'mollica'),
  regionalGroup('ciabatte, pantofole'),
  regionalGroup(
    'bigiare, fare sega, fare forca, fare filone, fare vela, fare fughino, fare manca',
    'marinare',
  ),
  regionalGroup('moroso, morosa', 'fidanzato, fidanzata'),
  regionalGroup('guaglione, guagliona, picciotto, bocia, toso, tosa, caruso, fiolo', 'ragazzo, ragazza'),
  regionalGroup('michetta, rosetta', 'panino'),
  regionalGroup('rusco, rumenta, monnezza, pattume', 'spazzatura, immondizia, rifiuti'),
  regionalGroup('papagno, sganassone, sberla', 'schiaffo, ceffone'),
  regionalGroup('cencio, mappina, moppina', 'straccio, strofinaccio'),
  regionalGroup('ramaiolo, coppino', 'mestolo'),
  regionalGroup('acquaio, secchiaio', 'lavandino, lavello'),
  regionalGroup('armellina', 'albicocca'),
  regionalGroup('pummarola', 'pomodoro'),
  regionalGroup('cicca, cingomma, ciunga', 'gomma da masticare, chewing gum'),
  regionalGroup('schiacciata, pizza bianca', 'focaccia'),
  regionalGroup('luganega', 'salsiccia'),
  regionalGroup('lasagnolo', 'mattarello'),
  regionalGroup('arsella', 'vongola'),
  regionalGroup('frappe, crostoli, galani, sfrappole', 'chiacchiere, bugie'),
  regionalGroup('marocchino, espressino', 'caffè macchiato'),
  regionalGroup('ricreo', 'ricreazione, intervallo'),
  regionalGroup('appuntalapis', 'temperino, temperamatite'),
  regionalGroup('friarielli, broccoletti', 'cime di rapa'),
  regionalGroup('abbiocco, controra', 'pisolino, riposino, pennichella'),
  regionalGroup('stendino, stenditoio, tendipanni', 'stendibiancheria'),
  regionalGroup('stracchino, crescenza'),
  regionalGroup('natel', 'cellulare, telefonino'),
  regionalGroup('bucalettere', 'cassetta delle lettere'),
  regionalGroup('licenza di condurre', 'patente'),
  regionalGroup('autopostale', 'corriera, pullman'),
];

export const italian: LanguageRules = {
  code: 'it',
  name: 'Italiano',
  plural: italianPlural,
  stem: italianStem,
  // Learned prefixes that leave a word of its own: "internazionale" and "multinazionale" are one
  // clue. Not "anti" ("anticipare") nor "super", whose "supermercato" is a place of its own.
  prefixes: ['ri', 'dis', 'in', 'im', 'pre', 'inter', 'multi', 'ultra'],
  lemma: italianLemma,
  spelling: italianSpelling,
  stopWords: [
    'del',
    'dei',
    'dell',
    'dello',
    'della',
    'degli',
    'delle',
    'all',
    'allo',
    'alla',
    'agli',
    'alle',
    'dal',
    'dai',
    'dall',
    'dallo',
    'dalla',
    'dagli',
    'dalle',
    'nel',
    'nei',
    'nell',
    'nello',
    'nella',
    'negli',
    'nelle',
    'sul',
    'sui',
    'sull',
    'sullo',
    'sulla',
    'sugli',
    'sulle',
    'col',
    'coi',
    'gli',
    'una',
    'uno',
    'con',
    'per',
    'tra',
    'fra',
    'che',
    'chi',
    'non',
    'come',
    'suo',
    'sua',
    'suoi',
    'sue',
    'san',
    'ogni',
    'fare',
    'farsi',
    'avere',
    'essere',
  ],
  regional: REGIONAL,
  compoundParts: italianCompoundParts,
  seasons: ['primavera', 'estate', 'autunno', 'inverno'],
  calendarWords: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
    'natale',
    'natalizio',
    'vigilia di natale',
    'capodanno',
    'san silvestro',
    'pasqua',
    'pasquetta',
    'ferragosto',
    'epifania',
    'befana',
    'carnevale',
    'quaresima',
    'halloween',
    'ognissanti',
  ],
  unsuitable: [
    'sesso',
    'sexy',
    'porno',
    'nudo',
    'nuda',
    'cocaina',
    'uccidere',
    'omicidio',
    'suicidio',
    'stupro',
    'ubriaco',
    'ubriaca',
    'merda',
    'cazzo',
    'figa',
    'stronzo',
    'puttana',
    'troia',
    'vaffanculo',
    'coglione',
    'minchia',
    'cesso',
    'culo',
    'tette',
    'bastardo',
    'scopare',
    'fottere',
    'pompino',
  ],
};
