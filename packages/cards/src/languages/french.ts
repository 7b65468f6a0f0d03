import type { LanguageRules, RegionalGroup } from './language-rules.ts';
import { regionalGroup, spellingsByVariant } from './word-lists.ts';

/**
 * Lower case, accents and cedilla off, the ligatures written out, an elided article or pronoun
 * off: "l'Eau", "eau" and "EAU" are one word, "œuf" and "oeuf" too, "Noël" and "noel".
 */
export function frenchFold(word: string): string {
  return word
    .toLowerCase()
    .trim()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/(^|\s)(?:[ldjmnst]|qu|jusqu|lorsqu|puisqu)['’]/g, '$1');
}

// Singular words that end as a plural does: "pays" is no plural of "pay", "souris" none of "souri".
const INVARIABLE = new Set([
  'pays',
  'fois',
  'mois',
  'bras',
  'corps',
  'temps',
  'printemps',
  'repas',
  'jus',
  'dos',
  'bois',
  'ours',
  'souris',
  'tapis',
  'radis',
  'palais',
  'bus',
  'autobus',
  'virus',
  'cactus',
  'tennis',
  'ananas',
  'matelas',
  'cassis',
  'pastis',
  'paris',
  'lys',
  'gras',
  'gros',
  'frais',
  'mais',
  'anglais',
  'francais',
  'portugais',
  'japonais',
  'chinois',
  'suedois',
  'hollandais',
  'nous',
  'vous',
  'sous',
  'avis',
  'pois',
  'puis',
  'succes',
  'proces',
  'progres',
  'bis',
  'atlas',
  'biceps',
  'remords',
  'velours',
  'discours',
  'cours',
  'concours',
  'secours',
  'parcours',
  'jamais',
  'toujours',
]);

/** Plural in "-x" whose singular is not a rule's: "yeux" is "œil", "travaux" "travail". */
const IRREGULAR_PLURAL: ReadonlyMap<string, string> = new Map([
  ['yeux', 'oeil'],
  ['cieux', 'ciel'],
  ['travaux', 'travail'],
  ['vitraux', 'vitrail'],
  ['coraux', 'corail'],
  ['emaux', 'email'],
  ['bals', 'bal'],
  ['festivals', 'festival'],
  ['carnavals', 'carnaval'],
  ['pneus', 'pneu'],
  ['bleus', 'bleu'],
]);

/**
 * Folded, the plural off: "Chats" → "chat", "chevaux" → "cheval", "bateaux" → "bateau", "jeux" →
 * "jeu", "genoux" → "genou", "yeux" → "oeil". Singular words in "-s", "-x" or "-z" stay ("pays",
 * "prix", "nez"); "-eux" adjectives come to one key with their plural ("heureux"), which is all a key
 * needs. Each word of a phrase loses its plural.
 */
export function frenchPlural(word: string): string {
  const w = frenchFold(word);
  if (/\s/.test(w)) return w.split(/\s+/).map(frenchPlural).join(' ');
  const listed = IRREGULAR_PLURAL.get(w);
  if (listed) return listed;
  if (w.length <= 3 || INVARIABLE.has(w)) return w;
  if (w.endsWith('eaux')) return w.slice(0, -1);
  if (w.length > 4 && w.endsWith('aux')) return `${w.slice(0, -3)}al`;
  if (/(eu|ou|au)x$/.test(w)) return w.slice(0, -1);
  if (w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/**
 * Forms no ending reaches, the base word first: irregular verbs' participles and persons, the
 * feminines of irregular adjectives, and the learned words French took from Latin beside its own
 * (natation beside nager, nocturne beside nuit), which a player hears as one clue. Forms that are
 * common words of their own are left out ("été" is summer, "bois" wood, "vis" a screw, "cru" raw,
 * "prise" a socket); "mort" stays, as the noun is the same clue as the verb.
 */
const IRREGULAR: readonly (readonly string[])[] = [
  ['faire', 'fait', 'fais', 'faites', 'font'],
  ['dire', 'dit', 'dites'],
  ['prendre', 'pris', 'prend', 'prennent'],
  ['apprendre', 'appris'],
  ['comprendre', 'compris'],
  ['mettre', 'mis', 'met'],
  ['voir', 'vu', 'vois', 'voit', 'vision'],
  ['boire', 'bu', 'buvez', 'boisson', 'buveur'],
  ['aller', 'vais', 'vont', 'allez', 'allons'],
  ['venir', 'venu', 'vient', 'viens'],
  ['tenir', 'tenu', 'tient'],
  ['pouvoir', 'peux', 'peut'],
  ['vouloir', 'veux', 'veut', 'voulu'],
  ['savoir', 'sais', 'sait'],
  ['connaitre', 'connu', 'connais'],
  ['ouvrir', 'ouvert', 'ouverture'],
  ['offrir', 'offert'],
  ['mourir', 'mort', 'meurt', 'mortel'],
  ['naitre', 'naissance'],
  ['vivre', 'vie', 'vivant', 'vecu'],
  ['ecrire', 'ecrit', 'ecrivain', 'ecriture'],
  ['lire', 'lu', 'lecture', 'lecteur', 'lectrice'],
  ['conduire', 'conduit', 'conducteur', 'conductrice'],
  ['construire', 'construit', 'construction'],
  ['produire', 'produit', 'production', 'producteur', 'productrice'],
  ['traduire', 'traduit', 'traduction', 'traducteur', 'traductrice'],
  ['cuire', 'cuit', 'cuisson'],
  ['peindre', 'peint', 'peinture', 'peintre'],
  ['eteindre', 'eteint'],
  ['asseoir', 'assis'],
  ['vendre', 'vendu', 'vente'],
  ['perdre', 'perdu'],
  ['jouer', 'jeu', 'jouet'],
  ['nager', 'natation'],
  ['pleuvoir', 'pleut', 'pluie', 'pluvieux'],
  ['nuit', 'nocturne'],
  ['eau', 'aquatique'],
  ['lait', 'lacte', 'lactee'],
  ['soleil', 'solaire'],
  ['lune', 'lunaire'],
  ['mer', 'marin', 'marine', 'maritime'],
  ['cheval', 'equitation'],
  // Learned and prefixed forms a player hears as the same clue; "marié" is left out, as folded it
  // is the name "Marie".
  ['pole', 'polaire'],
  ['poeme', 'poete', 'poesie', 'poetique'],
  ['echec', 'echiquier'],
  ['pendre', 'suspendre', 'suspendu', 'suspension'],
  ['chanter', 'chanson', 'chansonnier'],
  ['bourgogne', 'bourguignon', 'bourguignonne'],
  ['mariage', 'mariee'],
  ['chaud', 'chaleur', 'chauffer', 'chauffage'],
  ['ecole', 'ecolier', 'ecoliere', 'scolaire'],
  ['oeil', 'oculaire'],
  ['roi', 'reine', 'royal', 'royaume', 'royaute'],
  ['dieu', 'divin', 'divine'],
  ['beau', 'belle', 'bel', 'beaute'],
  ['nouveau', 'nouvelle', 'nouvel'],
  ['vieux', 'vieille', 'vieil', 'vieillesse', 'vieillir'],
  ['fou', 'folle', 'folie'],
  ['blanc', 'blanche'],
  ['sec', 'seche', 'secher'],
  ['frais', 'fraiche', 'fraicheur'],
  // "rallonge" is re- and a- on "long", two prefixes no rule takes off: listed.
  ['long', 'longue', 'longueur', 'allonger', 'rallonger', 'rallonge'],
  // "covoiturage" is co- on "voiture", a prefix no rule takes off (it would cut "cochon", "colonie"):
  // listed.
  ['voiture', 'covoiturage', 'covoiturer', 'covoitureur', 'covoitureuse'],
  ['doux', 'douce', 'douceur'],
  ['faux', 'fausse'],
  ['gros', 'grosse'],
  ['bon', 'bonne', 'bonte'],
  ['grec', 'grecque'],
  ['public', 'publique'],
  // "enfin" is en- on "fin", a prefix no rule takes off; "finalement" is "at last" as "enfin" is.
  ['fin', 'enfin', 'final', 'finale', 'finalement'],
  // A fondue is cheese melted ("fondu"), a "mairie" the mayor's house, a "course" a run: forms no
  // ending reaches. "Cafetière" and "électricien" stay apart from "café" and "électricité", which
  // are targets of their own; their cards forbid the base word instead.
  ['fondre', 'fondu', 'fondue'],
  ['maire', 'mairie'],
  ['courir', 'couru', 'course', 'courons'],
  ['electricite', 'electrique'],
  ['camp', 'camping', 'camper', 'campeur', 'campeuse'],
  ['eplucher', 'epluchure', 'epluchage'],
  // Clipped words, said far more than the full word in every French-speaking country: "apéro" is
  // the same clue as "apéritif", "prof" as "professeur", "radio" as "radiographie".
  ['aperitif', 'apero'],
  ['refrigerateur', 'frigo'],
  ['cinema', 'cine'],
  ['dictionnaire', 'dico'],
  ['professeur', 'prof'],
  ['television', 'tele'],
  ['restaurant', 'resto', 'restau'],
  ['manifestation', 'manif'],
  ['laboratoire', 'labo'],
  ['colonie', 'colo'],
  ['radiographie', 'radio'],
  ['photographie', 'photo', 'photographe', 'photographier'],
  ['skateboard', 'skate'],
  ['basket', 'basketball'],
  ['ordinateur', 'ordi'],
  ['mathematique', 'math', 'maths'],
  ['exposition', 'expo'],
];
const LEMMA_OF = new Map(IRREGULAR.flatMap((group) => group.map((w) => [w, group[0] as string])));

/** "fait" → "faire", "yeux" → "oeil", "belles" → "beau"; any other word folded. */
export function frenchLemma(word: string): string {
  const w = frenchFold(word);
  const plural = frenchPlural(w);
  return LEMMA_OF.get(w) ?? LEMMA_OF.get(plural) ?? w;
}

// Written without their final "e", as a stem loses it first ("fromage" → "fromag" → "from"), so a
// noun, its verb and its doer meet ("voyage", "voyager", "voyageur" → "voy"). Longest first.
const ENDINGS = [
  'ateur',
  'atric',
  'atair',
  'ation',
  'ition',
  'ement',
  'ment',
  'ienn',
  'eus',
  'ric',
  'eri',
  'ier',
  'ien',
  'eur',
  'ett',
  'ist',
  'ism',
  'oir',
  'ag',
  'eu',
  'er',
  'ir',
].sort((a, b) => b.length - a.length);
const STEM_MIN = 3;

/**
 * Words whose ending looks derivational and is not: "baguette" is no small "bague", "lunettes"
 * no small "lune", "mouchoir" is not made of "mouche", "garage" not of "gare", "moteur" not of
 * "mot"; "mère" and "père" are not "mer" and "per-". Kept whole, as each would make a false pair.
 */
const NOT_DERIVED = new Set([
  'baguette',
  'lunette',
  'toilette',
  'chouette',
  'mouette',
  'mouchoir',
  'garage',
  'moteur',
  'caprice',
  'armoire',
  'couette',
  'message',
  'courage',
  'mere',
  'pere',
  'comment',
  'moment',
  'jument',
]);

/**
 * A diminutive's base, where the ending cannot be anything else: "-eron" ("moucheron", "bûcheron",
 * "vigneron"), "-on" after a single "l" ("grêlon", "aiglon", "échelon"), "-et" after a consonant
 * and "l" or "r" ("sifflet", "coffret", "livret"). "-on" and "-et" elsewhere are mostly no
 * diminutive ("bouton" is no small "bout", "menton" none of "mentir", "billet" none of "bille",
 * "bonnet" none of "bon"), so they stay.
 */
function withoutDiminutive(word: string): string {
  return word
    .replace(/^(.{4,})eron$/, '$1')
    .replace(/^(.{2,}[^l]l)on$/, '$1')
    .replace(/^(.{2,}[bcdfgkptv][lr])et$/, '$1');
}

/**
 * What is left once derivational endings are off: "boulangerie", "boulanger", "boulangère" →
 * "boulang"; "chanteur", "chanteuse", "chanter" → "chant"; "acteur", "actrice" → "act";
 * "musicien", "musique" → "music"; "chienne" → "chien"; "dentiste" → "dent"; "vendre",
 * "vendeur" → "vend"; "locataire", "location" → "loc".
 */
export function frenchStem(word: string): string {
  let w = frenchPlural(frenchLemma(word));
  if (NOT_DERIVED.has(w)) return w;
  if (w.length > STEM_MIN + 1 && w.endsWith('e')) w = w.slice(0, -1);
  w = withoutDiminutive(w);
  for (let stripped = true; stripped; ) {
    const ending = ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= STEM_MIN);
    stripped = ending !== undefined;
    if (ending) w = w.slice(0, -ending.length);
  }
  // "vendre" and "vendeur", "prendre" and "prend": the "-re" of a verb in "-dre".
  if (w.length > STEM_MIN + 1 && w.endsWith('dr')) w = w.slice(0, -1);
  // "chienne" and "chien", "cruelle" and "cruel" ("fille" is no "fil", "goutte" no "goût").
  if (w.length > STEM_MIN && /(nn|ell)$/.test(w)) w = w.slice(0, -1);
  // "musique" and "musicien", "pharmacie" and "pharmacien"; "balayer" and "balai", "essayer" and
  // "essai", "envoyer" and "envoi": the "y" of the verb is the "i" of the noun. "travailleur" and
  // "travail", "conseiller" and "conseil": the "l" of a noun in "-ail", "-eil", "-euil" or "-ouil"
  // doubles before an ending ("fille" is no "fil": no vowel before its "i").
  return w
    .replace(/([aeou]i)ll$/, '$1l')
    .replace(/iqu$/, 'ic')
    .replace(/(.{4})ci$/, '$1c')
    .replace(/(.{2}[aou])y$/, '$1i');
}

/** Whole words spelt two ways, both in use (the rectified spelling beside the old one). */
const VARIANTS: readonly (readonly string[])[] = [
  ['clef', 'cle'],
  ['paye', 'paie'],
  ['yaourt', 'yogourt', 'yoghourt'],
  ['ognon', 'oignon'],
  ['nenuphar', 'nenufar'],
  ['cuiller', 'cuillere'],
  ['kebab', 'kebap'],
  ['tsar', 'czar'],
  ['shampoing', 'shampooing'],
  ['bagel', 'beigel'],
  ['cacahuete', 'cacahouete'],
];
const VARIANT_OF = spellingsByVariant(VARIANTS, frenchPlural);

/** "clé" → "clef", "oignon" → "ognon", "œuf" and "oeuf" are one already (`frenchFold`). */
export function frenchSpelling(word: string): string {
  const w = frenchPlural(word);
  return VARIANT_OF.get(w) ?? w;
}

/**
 * Words said only in France, Belgium, Switzerland, Québec or part of Africa, by the thing they
 * name; beside them, the names every speaker understands. The meals are one group: "déjeuner" is
 * lunch in France and breakfast in Belgium, Switzerland and Québec, where "dîner" is lunch and
 * "souper" the evening meal, so each needs another of the three beside it.
 */
const REGIONAL: readonly RegionalGroup[] = [
  regionalGroup('souper, dîner, déjeuner', 'repas'),
  regionalGroup('septante', 'soixante-dix'),
  regionalGroup('huitante, octante', 'quatre-vingts'),
  regionalGroup('nonante', 'quatre-vingt-dix'),
  regionalGroup('courriel', 'e-mail'),
  regionalGroup('char', 'voiture, auto'),
  regionalGroup('dépanneur', 'épicerie'),
  regionalGroup('gsm, portable, cellulaire, natel', 'téléphone, mobile'),
  regionalGroup('chocolatine, pain au chocolat'),
  regionalGroup('serpillière, wassingue, panosse, loque, vadrouille'),
  regionalGroup('fin de semaine', 'week-end'),
  regionalGroup('magasiner, magasinage', 'shopping'),
  regionalGroup("blé d'inde", 'maïs'),
  regionalGroup('bleuet', 'myrtille'),
  regionalGroup('breuvage', 'boisson'),
  regionalGroup('chum', 'petit ami, copain'),
  regionalGroup('tuque', 'bonnet'),
  regionalGroup('mitaine, moufle'),
  regionalGroup('efface', 'gomme'),
  regionalGroup('traversier', 'ferry'),
  regionalGroup('drache', 'averse'),
  regionalGroup('essuie', 'serviette'),
  regionalGroup('dringuelle', 'pourboire'),
  regionalGroup('kot', 'chambre'),
  regionalGroup('chicon', 'endive'),
  regionalGroup('filet américain', 'steak tartare'),
  regionalGroup('poutzer', 'nettoyer'),
  regionalGroup('foehn', 'sèche-cheveux'),
  regionalGroup('bancomat', 'distributeur'),
  regionalGroup('essencerie', 'station-service'),
  regionalGroup('espadrilles', 'baskets, chaussures de sport'),
  regionalGroup('pressing, nettoyeur'),
  regionalGroup('calorifère', 'radiateur'),
  regionalGroup('chandail, pull', 'tricot'),
  regionalGroup('camisole, débardeur'),
  regionalGroup('costume de bain', 'maillot de bain'),
  regionalGroup('balayeuse', 'aspirateur'),
  regionalGroup('sécheuse, sèche-linge'),
  regionalGroup('laveuse, lave-linge', 'machine à laver'),
  regionalGroup('soccer', 'football, foot'),
  regionalGroup('goal', 'gardien de but, gardien'),
  regionalGroup('tir de pénalité', 'penalty'),
  regionalGroup('coup de coin', 'corner'),
  regionalGroup('pochon', 'sac'),
  regionalGroup('crayon de bois, crayon à papier', 'crayon'),
];

/**
 * A word of three letters or fewer is a piece of another only beside a hyphen or a space, at its
 * tail ("mer" of "amer", "thé" of "sans-thé"), or at its head with a vowel next, where a suffix or
 * a second word is joined on ("thé" of "théière", "vin" of "vinaigre", "lit" of "literie"). Short
 * words are the first letters of many unrelated words, so letters inside it or a head with a
 * consonant next do not count ("cou" in "courir", "mer" in "merci", "lit" in "politique"). Longer
 * words count anywhere.
 */
export function frenchHolds(whole: string, part: string): boolean {
  if (part.length >= 4) return true;
  const atHead = (w: string) => w === part || (w.startsWith(part) && /[aeiouy]/.test(w.charAt(part.length)));
  const piece = (w: string) => atHead(w) || w.endsWith(part);
  return piece(whole) || whole.split(/[\s-]+/).some(piece);
}

export const french: LanguageRules = {
  code: 'fr',
  name: 'Français',
  plural: frenchPlural,
  stem: frenchStem,
  prefixes: ['re', 'des', 'in', 'im'],
  lemma: frenchLemma,
  spelling: frenchSpelling,
  // "avoir" and "être" are the auxiliaries of half the sayings: no family through them.
  stopWords: [
    'avoir',
    'etre',
    'les',
    'des',
    'une',
    'aux',
    'sur',
    'sous',
    'par',
    'pour',
    'avec',
    'sans',
    'dans',
    'qui',
    'que',
    'son',
    'sa',
    'ses',
    'leur',
    'leurs',
    'est',
    'mon',
    'ton',
    'nos',
    'vos',
    'pas',
    'plus',
    'tout',
    'tous',
    'toute',
    'comme',
    'entre',
  ],
  regional: REGIONAL,
  holds: frenchHolds,
  seasons: ['printemps', 'été', 'automne', 'hiver'],
  calendarWords: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
    'noël',
    'réveillon',
    'saint-sylvestre',
    'pâques',
    'toussaint',
    'halloween',
    'saint-valentin',
    'épiphanie',
    'chandeleur',
    'carême',
  ],
  unsuitable: [
    'sexe',
    'sexy',
    'porno',
    'nu',
    'nue',
    'cocaïne',
    'tuer',
    'meurtre',
    'assassinat',
    'suicide',
    'viol',
    'violer',
    'ivre',
    'bourré',
    'merde',
    'putain',
    'pute',
    'con',
    'connard',
    'salope',
    'bite',
    'couille',
    'enculé',
    'chier',
    'foutre',
    'niquer',
    'tabarnak',
    'crisse',
    'gosse',
    'fourrer',
    'plotte',
  ],
};
