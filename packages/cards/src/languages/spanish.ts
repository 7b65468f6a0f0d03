import type { LanguageRules } from './language-rules.ts';

/**
 * Lower case with the accents off, as players hear them: "canción" and "cancion" are one word,
 * "pingüino" and "pinguino" too. The tilde of "ñ" is a letter of its own and stays ("año", "ano").
 */
export function spanishFold(word: string): string {
  return word
    .toLowerCase()
    .trim()
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

// Singular words that end as a plural does: "lunes" is no plural of "lun", "país" none of "pai".
const INVARIABLE = new Set([
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'crisis',
  'tesis',
  'analisis',
  'oasis',
  'tenis',
  'virus',
  'cactus',
  'atlas',
  'biceps',
  'pais',
  'autobus',
  'ingles',
  'frances',
  'japones',
  'portugues',
  'interes',
  'compas',
  'anis',
  'cipres',
  'reves',
  'ciempies',
  'adios',
  'dios',
]);

/**
 * Lower case, accents off, the plural off: "Gatos" → "gato", "luces" → "luz", "canciones" →
 * "cancion", "flores" → "flor". Nouns in a consonant and "-e" lose the "-e" too ("calle" and
 * "calles" → "call", "madre" → "madr"), since their plural cannot be told from a consonant's
 * ("papeles" → "papel"): the result is a key for comparing, not always a word.
 */
export function spanishPlural(word: string): string {
  const w = spanishFold(word);
  if (w.length <= 3 || INVARIABLE.has(w) || /\s/.test(w)) return multiWord(w);
  if (w.length > 4 && /[aeiou]ces$/.test(w)) return `${w.slice(0, -3)}z`;
  if (w.length > 4 && /[lnrdjsyx]es$/.test(w)) return w.slice(0, -2);
  if (/[lnrdjsyx]e$/.test(w)) return w.slice(0, -1);
  if (/[aeiou]s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** "Osos polares" → "oso polar": each word of a phrase loses its plural. */
function multiWord(w: string): string {
  return /\s/.test(w) ? w.split(/\s+/).map(spanishPlural).join(' ') : w;
}

// Longest first, so "eria" goes before "era". A stem keeps at least three letters.
// "-illo" and "-illa" are left out: "cuchillo", "silla", "tortilla" are words of their own.
const ENDINGS = [
  'amiento',
  'imiento',
  'mente',
  'eria',
  'cion',
  'sion',
  'idad',
  'ista',
  'ismo',
  'dora',
  'dor',
  'ero',
  'era',
  'ito',
  'ita',
  'ante',
  'ente',
  'ar',
  'er',
  'ir',
].sort((a, b) => b.length - a.length);
const STEM_MIN = 3;

/**
 * What is left once derivational endings are off: "panadería", "panadero" → "panad"; "cocinar",
 * "cocinero", "cocina" → "cocin"; "gatito", "gata" → "gat"; "pez" and "pecera" → "pec".
 */
export function spanishStem(word: string): string {
  let w = spanishPlural(word);
  for (let stripped = true; stripped; ) {
    const ending = ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= STEM_MIN);
    stripped = ending !== undefined;
    if (ending) w = w.slice(0, -ending.length);
  }
  // "cochecito" → "cochec" → "coche", as "coche" itself.
  if (w.length > STEM_MIN + 1 && w.endsWith('ec')) w = w.slice(0, -1);
  // "gato" and "gata", "músico" and "música": the gender vowel goes.
  if (w.length > STEM_MIN && /[aeo]$/.test(w)) w = w.slice(0, -1);
  // "lápiz" and "lapicero", "feliz" and "felicidad".
  return w.replace(/z$/, 'c');
}

/** Whole words spelt two ways, both in use. */
const VARIANTS: readonly (readonly string[])[] = [
  ['quiosco', 'kiosco'],
  ['biquini', 'bikini'],
  ['pijama', 'piyama'],
  ['mexico', 'mejico'],
  ['septiembre', 'setiembre'],
  ['whisky', 'guisqui'],
  ['yogur', 'yogurt'],
  ['kilo', 'quilo'],
  ['caqui', 'kaki'],
];
const VARIANT_OF = new Map(
  VARIANTS.flatMap((group) => group.map((w) => [spanishPlural(w), spanishPlural(group[0] as string)])),
);

/** "kiosco" → "quiosco", "psicólogo" → "sicologo" (the silent "p"), "vídeo" → "video". */
export function spanishSpelling(word: string): string {
  const w = spanishPlural(word);
  const listed = VARIANT_OF.get(w);
  if (listed) return listed;
  return w.replace(/^ps/, 's');
}

export const spanish: LanguageRules = {
  code: 'es',
  name: 'Español',
  plural: spanishPlural,
  stem: spanishStem,
  prefixes: ['des', 're', 'in', 'im'],
  spelling: spanishSpelling,
  unsuitable: [
    'sexo',
    'sexy',
    'porno',
    'desnudo',
    'desnuda',
    'cocaína',
    'matar',
    'asesinato',
    'asesinar',
    'suicidio',
    'violación',
    'violar',
    'borracho',
    'borracha',
    'mierda',
    'joder',
    'puta',
    'coño',
    'cabrón',
    'carajo',
    'gilipollas',
    'pendejo',
    'coger',
  ],
};
