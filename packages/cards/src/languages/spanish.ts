import type { LanguageRules, RegionalGroup } from './language-rules.ts';
import { regionalGroup, spellingsByVariant } from './word-lists.ts';

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
// "-illo" and "-illa" are left out: "cuchillo", "silla", "tortilla" are words of their own; so
// are "-ido" and "-ida", which would make one stem of "marido" and "mar", "bebida" and "bebé".
const ENDINGS = [
  'amiento',
  'imiento',
  'mente',
  'adora',
  'edora',
  'idora',
  'ecito',
  'ecita',
  'ador',
  'edor',
  'idor',
  'eria',
  'cion',
  'sion',
  'idad',
  'ista',
  'ismo',
  'cito',
  'cita',
  'dora',
  'dor',
  'ado',
  'ada',
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
 * Forms a stem cannot reach, the base word first: participles and the commonest irregular persons,
 * and the learned words Spanish took from Latin beside its own (natación beside nadar, nocturno
 * beside noche), which a player hears as one clue. Compared without accents or plural ("hechos" is
 * "hecho").
 */
const IRREGULAR: readonly (readonly string[])[] = [
  ['hacer', 'hecho', 'hago', 'hizo'],
  ['poner', 'puesto', 'pongo', 'puso'],
  ['decir', 'dicho', 'digo', 'dijo'],
  ['ver', 'visto', 'veo', 'vio'],
  ['escribir', 'escrito'],
  ['romper', 'roto'],
  ['morir', 'muerto', 'murio'],
  ['volver', 'vuelto'],
  ['resolver', 'resuelto'],
  ['abrir', 'abierto'],
  ['cubrir', 'cubierto'],
  ['descubrir', 'descubierto'],
  ['freir', 'frito'],
  ['imprimir', 'impreso'],
  ['tener', 'tengo', 'tuvo'],
  ['salir', 'salgo'],
  ['poder', 'pudo'],
  ['querer', 'quiso'],
  ['traer', 'traigo', 'trajo'],
  ['caer', 'caigo', 'cayo'],
  ['oir', 'oigo', 'oyo'],
  ['nadar', 'natacion'],
  ['noche', 'nocturno', 'nocturna'],
  ['agua', 'acuatico', 'acuatica'],
  ['leche', 'lacteo', 'lactea'],
  ['oro', 'dorado', 'dorada'],
];
const LEMMA_OF = new Map(IRREGULAR.flatMap((group) => group.map((w) => [w, group[0] as string])));

/** "hecho" → "hacer", "puestos" → "poner"; any other word folded. */
export function spanishLemma(word: string): string {
  const w = spanishFold(word);
  return LEMMA_OF.get(w) ?? LEMMA_OF.get(spanishPlural(w)) ?? w;
}

/**
 * Stems the endings leave apart that are one word's: participles and their nouns (escrito,
 * escritor → escrib-; muerte → mor-), stems whose vowel breaks under stress (duermo → dorm-, juego
 * → jug-, cuento → cont-, nieve → nev-, diente → dent-), and odd ones (cafetera → caf-). "cuesta"
 * is left out, as "cost-" is also "costa"; so are "tiene" and "viene" (tenedor, venado).
 */
const STEM_OF: ReadonlyMap<string, string> = new Map([
  ['hech', 'hac'],
  ['puest', 'pon'],
  ['dich', 'dec'],
  ['vist', 'ver'],
  ['escrit', 'escrib'],
  ['escritor', 'escrib'],
  ['rot', 'romp'],
  ['muert', 'mor'],
  ['vuelt', 'volv'],
  ['resuelt', 'resolv'],
  ['abiert', 'abr'],
  ['cubiert', 'cubr'],
  ['frit', 'fre'],
  ['impres', 'imprim'],
  ['impresor', 'imprim'],
  ['duerm', 'dorm'],
  ['jueg', 'jug'],
  ['cuent', 'cont'],
  ['vuel', 'vol'],
  ['pued', 'pod'],
  ['quier', 'quer'],
  ['piens', 'pens'],
  ['cierr', 'cerr'],
  ['empiec', 'empec'],
  ['sient', 'sent'],
  ['muev', 'mov'],
  ['lluev', 'llov'],
  ['lluvi', 'llov'],
  ['niev', 'nev'],
  ['sueñ', 'soñ'],
  ['encuentr', 'encontr'],
  ['recuerd', 'record'],
  ['muer', 'mor'],
  ['vuelv', 'volv'],
  ['despiert', 'despert'],
  ['pierd', 'perd'],
  ['entiend', 'entend'],
  ['calient', 'calent'],
  ['prueb', 'prob'],
  ['almuerc', 'almorc'],
  ['sirv', 'serv'],
  ['pid', 'ped'],
  ['mient', 'ment'],
  ['muestr', 'mostr'],
  ['cuelg', 'colg'],
  ['acuest', 'acost'],
  ['rieg', 'reg'],
  ['tiembl', 'tembl'],
  ['siembr', 'sembr'],
  ['hierv', 'herv'],
  ['frieg', 'freg'],
  ['dient', 'dent'],
  ['hierr', 'herr'],
  ['tierr', 'terr'],
  ['hiel', 'hel'],
  ['cafet', 'caf'],
  // Derivations whose stem the endings do not reach: medicina and medicamento beside médico,
  // vinagre (vino agrio), escalón beside escalera, cerradura beside cerrar, verdura beside verde,
  // encajar holding caja, marino and submarino beside mar, gallego beside Galicia; and
  // matafuegos, a compound of fuego the compound rule misses in the plural.
  ['medicin', 'medic'],
  ['medicament', 'medic'],
  ['vinagr', 'vin'],
  ['escalon', 'escal'],
  ['cerradur', 'cerr'],
  ['verdur', 'verd'],
  ['encaj', 'caj'],
  ['marin', 'mar'],
  ['submarin', 'mar'],
  ['galleg', 'galici'],
  ['matafueg', 'fueg'],
]);

/**
 * Words whose ending looks derivational and is not: "batería" is no shop of "bate", "pecado" no
 * dish of "pez". Kept whole, as each would make a false pair with a common card.
 */
const NOT_DERIVED = new Set(['bateria', 'vacacion', 'pecado', 'tenedor', 'posada', 'estado']);

/**
 * What is left once derivational endings are off: "panadería", "panadero" → "panad"; "cocinar",
 * "cocinero", "cocina" → "cocin"; "gatito", "gata" → "gat"; "pez" and "pecera" → "pec"; "batidora"
 * → "bat"; "ratoncito" → "raton"; "juego", "jugador" → "jug".
 */
export function spanishStem(word: string): string {
  let w = spanishPlural(spanishLemma(word));
  if (NOT_DERIVED.has(w)) return w;
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
  w = w.replace(/z$/, 'c');
  return STEM_OF.get(w) ?? w;
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
const VARIANT_OF = spellingsByVariant(VARIANTS, spanishPlural);

/** "kiosco" → "quiosco", "psicólogo" → "sicologo" (the silent "p"), "vídeo" → "video". */
export function spanishSpelling(word: string): string {
  const w = spanishPlural(word);
  const listed = VARIANT_OF.get(w);
  if (listed) return listed;
  return w.replace(/^ps/, 's');
}

/**
 * Words said only in Spain or only in part of Latin America, by the thing they name; beside them,
 * the names every speaker understands. Words whose other meaning is known everywhere stay among the
 * shared names ("papa" is also the Pope, "piso" a floor, "llave" a key, "foco" a focus), and so do
 * "piso" and "departamento" as a flat: each means something else to everyone. "Belén" is left out,
 * as it is Bethlehem everywhere.
 */
const REGIONAL: readonly RegionalGroup[] = [
  regionalGroup('bañera, tina'),
  regionalGroup('gafas, anteojos', 'lentes'),
  regionalGroup('bombilla, bombillo, ampolleta, bombita', 'foco'),
  regionalGroup('visado', 'visa'),
  regionalGroup('enfadado, enojado, enfadarse, enojarse'),
  regionalGroup('tarta, torta', 'pastel'),
  regionalGroup('nevera, heladera, frigorífico, refrigeradora', 'refrigerador'),
  regionalGroup('móvil, celular', 'teléfono'),
  regionalGroup('ordenador, computador', 'computadora'),
  regionalGroup('coche, carro', 'auto, automóvil'),
  regionalGroup('zumo', 'jugo'),
  regionalGroup('patata', 'papa'),
  regionalGroup('conducir, manejar'),
  regionalGroup('grifo, canilla', 'llave'),
  regionalGroup('hucha, chanchito', 'alcancía'),
  regionalGroup('palomitas, pochoclo, cotufas, pipocas, canchita, crispetas, cabritas, pororó'),
  regionalGroup('autoescuela'),
  regionalGroup('melocotón, durazno'),
  regionalGroup('frutilla', 'fresa'),
  regionalGroup('aguacate, palta'),
  regionalGroup('cacahuete, cacahuate, maní'),
  regionalGroup('pollera', 'falda'),
  regionalGroup('chamarra, campera, casaca', 'chaqueta'),
  regionalGroup('remera, playera, polera', 'camiseta'),
  regionalGroup('alberca, pileta', 'piscina'),
  regionalGroup('gamba', 'camarón'),
  regionalGroup('judía, alubia, frijol, fréjol, poroto, habichuela, caraota'),
  regionalGroup('boli, birome, lapicera, esfero, lapicero', 'bolígrafo'),
  regionalGroup('bencinera', 'gasolinera'),
  regionalGroup('nafta, bencina', 'gasolina'),
  regionalGroup('guagua', 'autobús, bus'),
  regionalGroup('chancho, marrano', 'cerdo'),
  regionalGroup('guajolote, chompipe', 'pavo'),
  regionalGroup('cambur, guineo, banano', 'plátano, banana'),
  regionalGroup('ejote, chaucha, vainita'),
  regionalGroup('choclo, elote', 'maíz, mazorca'),
  regionalGroup('calabacín, zapallito, calabacita'),
  regionalGroup('morrón', 'pimiento'),
  regionalGroup('guisante, arveja, chícharo'),
  regionalGroup('albaricoque, damasco, chabacano'),
  regionalGroup('ananá', 'piña'),
  regionalGroup('nata', 'crema'),
  regionalGroup('bocadillo', 'sándwich'),
  regionalGroup('jersey, chompa, pulóver', 'suéter'),
  regionalGroup('bragas, bombacha, pantaleta, calzón'),
  regionalGroup('calcetín', 'media'),
  regionalGroup('bañador', 'traje de baño'),
  regionalGroup('championes', 'zapatilla, tenis'),
  regionalGroup('fregadero, tarja'),
  regionalGroup('lavabo', 'lavamanos'),
  regionalGroup('váter, wáter, excusado, poceta', 'inodoro, retrete'),
  regionalGroup('regadera', 'ducha'),
  regionalGroup('mechero', 'encendedor'),
  regionalGroup('cerilla, cerillo', 'fósforo'),
  regionalGroup('cobija, frazada', 'manta'),
  regionalGroup('clóset, placard', 'armario, ropero'),
  regionalGroup('vereda, banqueta', 'acera'),
  regionalGroup('aparcar, aparcamiento, parquear, parqueadero', 'estacionar, estacionamiento'),
  regionalGroup('atasco, trancón, tranque', 'embotellamiento, tráfico'),
  regionalGroup('maletero, cajuela', 'baúl'),
  regionalGroup('chaval, pibe, chamaco, escuincle, chavo, crío, patojo, gurí, cipote', 'niño'),
  regionalGroup('cuate, parce, parcero', 'amigo'),
  regionalGroup('curro, chamba, laburo', 'trabajo'),
  regionalGroup('guay, chévere, bacán, chido, copado', 'genial'),
  regionalGroup('tortita, panqueque, hotcake'),
  regionalGroup('pajita, popote, pitillo, sorbete, carrizo'),
  regionalGroup('chuche, chuchería', 'golosina, caramelo, dulce'),
  regionalGroup('piruleta, chupachús, chupetín, colombina'),
  regionalGroup('chupete, chupón, tete'),
  regionalGroup('mamadera, mamila, tetero', 'biberón'),
  regionalGroup('carriola, carreola', 'cochecito'),
  regionalGroup('resbaladilla, resbalín, resbaladera', 'tobogán'),
  regionalGroup('papalote, barrilete, volantín, chiringa', 'cometa'),
  regionalGroup('escondite, escondidas'),
  regionalGroup('tres en raya, tatetí, michi, triqui'),
  regionalGroup('futbolín, metegol, futillo'),
  regionalGroup('baloncesto, básquetbol, básquet'),
  regionalGroup('fontanero, plomero, gasfíter, gasfitero'),
  regionalGroup('camarero, mesero, mesonero, garzón'),
  regionalGroup('aeromoza', 'azafata, sobrecargo'),
  regionalGroup('mando a distancia', 'control remoto'),
  regionalGroup('tebeo', 'historieta, cómic'),
  regionalGroup('zapping'),
  regionalGroup('rebajas', 'ofertas'),
  regionalGroup('felpudo', 'tapete'),
  regionalGroup('parque de atracciones, parque de diversiones'),
  regionalGroup('cuenta atrás', 'cuenta regresiva'),
  regionalGroup('cubeta', 'cubo, balde'),
  regionalGroup('fregona, trapeador, lampazo, coleto, trapero'),
  regionalGroup('tacho, zafacón, caneca', 'basurero, papelera'),
  regionalGroup('lavarropas', 'lavadora'),
  regionalGroup('grapadora, engrapadora, corchetera, abrochadora'),
  regionalGroup('rotulador, plumón', 'marcador'),
  regionalGroup('arete, zarcillo', 'pendiente, aro'),
  regionalGroup('tirita, curita, vendita, bandita'),
  regionalGroup('resfrío, constipado', 'resfriado, catarro'),
  regionalGroup('perrito caliente, jocho', 'perro caliente, hot dog'),
  regionalGroup('pomelo, toronja'),
  regionalGroup('mariquita, catarina, chinita, vaquita de san antonio'),
  regionalGroup('chancla, chancleta, ojota', 'sandalia'),
];

export const spanish: LanguageRules = {
  code: 'es',
  name: 'Español',
  plural: spanishPlural,
  stem: spanishStem,
  prefixes: ['des', 're', 'in', 'im'],
  lemma: spanishLemma,
  spelling: spanishSpelling,
  stopWords: [
    'del',
    'los',
    'las',
    'una',
    'uno',
    'unos',
    'unas',
    'con',
    'por',
    'para',
    'sin',
    'que',
    'sus',
    'como',
  ],
  articles: ['el', 'la', 'lo', 'los', 'las', 'un', 'una', 'unos', 'unas'],
  regional: REGIONAL,
  seasons: ['primavera', 'verano', 'otoño', 'invierno'],
  calendarWords: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'setiembre',
    'octubre',
    'noviembre',
    'diciembre',
    'navidad',
    'nochebuena',
    'navideño',
    'semana santa',
    'pascua',
  ],
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
    'concha',
  ],
};
