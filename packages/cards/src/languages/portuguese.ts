import type { LanguageRules, RegionalGroup } from './language-rules.ts';
import { regionalGroup, spellingsByVariant } from './word-lists.ts';

/**
 * Lower case with the accents and the cedilla off, as players hear them: "coração" and "coracao"
 * are one word, "você" and "voce" too. Every word reaches the stemmer folded so (the card words
 * are split that way), so no rule below may lean on an accent.
 */
export function portugueseFold(word: string): string {
  return word
    .toLowerCase()
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/**
 * Singular words that end as a plural does, folded: "lápis" is no plural of "lápi", "mês" none of
 * "me", "dois" none of "doi". "país" is here, so "pais" (parents) is not taken for "pai".
 */
const INVARIABLE = new Set([
  'lapis',
  'tenis',
  'onibus',
  'virus',
  'bonus',
  'atlas',
  'pires',
  'oasis',
  'biceps',
  'cais',
  'mais',
  'jamais',
  'demais',
  'menos',
  'depois',
  'dois',
  'seis',
  'tres',
  'pais',
  'mes',
  'gas',
  'ingles',
  'portugues',
  'frances',
  'japones',
  'chines',
  'holandes',
  'deus',
  'adeus',
  'atraves',
  'apos',
  'pegasus',
  'venus',
  'paris',
]);

/** Words in an unstressed "-il" make their plural in "-eis", as "-el" does: fóssil, fósseis. */
const UNSTRESSED_IL = new Set([
  'fossil',
  'reptil',
  'facil',
  'dificil',
  'util',
  'inutil',
  'missil',
  'textil',
  'fertil',
  'fragil',
  'agil',
  'habil',
  'docil',
  'portatil',
  'projetil',
  'volatil',
]);

/**
 * A final "-l" as the plural makes it, so both forms meet: "animal" and "animais" → "animai",
 * "papel" and "papéis" → "papei", "anzol" and "anzóis" → "anzoi", "azul" and "azuis" → "azui",
 * "fóssil" and "fósseis" → "fossei", "funil" and "funis" → "funi". A key, not always a word.
 */
function finalL(w: string): string {
  if (UNSTRESSED_IL.has(w)) return `${w.slice(0, -2)}ei`;
  if (w.length >= 5 && w.endsWith('il')) return w.slice(0, -1);
  return w.replace(/([aeou])l$/, '$1i');
}

/**
 * Folded, the plural off: "Gatos" → "gato", "flores" → "flor", "luzes" → "luz", "limões" and
 * "limão" → "limao", "pães" → "pao", "mãos" → "mao", "homens" → "homem", "animais" and "animal"
 * → "animai". Nouns in "-re", "-ze", "-se" lose the "-e" as their plural does ("torre" and
 * "torres" → "torr"), since that plural cannot be told from "flor" + "-es".
 */
export function portuguesePlural(word: string): string {
  const w = portugueseFold(word);
  if (/\s/.test(w)) return w.split(/\s+/).map(portuguesePlural).join(' ');
  if (INVARIABLE.has(w)) return w;
  return finalL(singular(w));
}

function singular(w: string): string {
  if (w.length <= 3) return w;
  if (w === 'maes') return 'mae';
  if (/[oa]es$/.test(w)) return `${w.slice(0, -3)}ao`;
  if (w.endsWith('ns')) return `${w.slice(0, -2)}m`;
  if (w.length > 4 && /[rzs]es$/.test(w)) return w.slice(0, -2);
  if (/[rzs]e$/.test(w)) return w.slice(0, -1);
  if (/([aeiou]|l)s$/.test(w)) return w.slice(0, -1);
  return w;
}

/**
 * Derivational endings, each with the least stem it may leave. "-ão" comes off too, so
 * "feijão" meets "feijoada", "irmão" meets "irmã", "cartão" meets "carta", "caminhão" meets
 * "caminho", "campeão" meets "campeã". Only "-idade" of the "-dade" words: "verdade" is no
 * "ver", "saudade" no "saúde". "-zar" and "-zação" leave the "i" before them, so "colonizar"
 * meets "colônia", and a stem of four, so "batizado" is no "bateria". "-ano"/"-ana" are the
 * people of a place: "baiano" meets "Bahia", "africano" meets "África"; so are "-ense" (its "-e" gone as a plural leaves it), "maranhense"
 * meets "Maranhão", "paraense" meets "Pará"; so are "-ista" and "-istano" ("paulista" and
 * "paulistano" of "São Paulo"), as well as the doer of a thing ("dentista" of "dente").
 */
const ENDINGS: readonly (readonly [string, number])[] = (
  [
    ['amento', 3],
    ['imento', 3],
    ['mento', 3],
    ['mente', 3],
    ['idade', 3],
    ['zinho', 3],
    ['zinha', 3],
    ['adora', 3],
    ['edora', 3],
    ['idora', 3],
    ['ador', 3],
    ['edor', 3],
    ['idor', 3],
    ['dora', 3],
    ['inho', 3],
    ['inha', 3],
    ['eiro', 3],
    ['eira', 3],
    ['aria', 3],
    ['eria', 3],
    ['istano', 3],
    ['istana', 3],
    ['ista', 3],
    ['ismo', 3],
    ['zacao', 4],
    ['zado', 4],
    ['zada', 4],
    ['zar', 4],
    ['agem', 3],
    ['ante', 3],
    ['ente', 3],
    ['cao', 3],
    ['dor', 3],
    ['oso', 3],
    ['osa', 3],
    ['ado', 3],
    ['ada', 3],
    ['ona', 4],
    ['ens', 3],
    ['ano', 3],
    ['ana', 3],
    ['eao', 3],
    ['ea', 4],
    ['ao', 3],
    ['ar', 3],
    ['er', 3],
    ['ir', 3],
  ] satisfies [string, number][]
).sort((a, b) => b[0].length - a[0].length);
const STEM_MIN = 3;

/** Endings of a verb's infinitive, participle or doer, which leave the verb's stem. */
const VERB_ENDINGS = new Set([
  'ar',
  'er',
  'ir',
  'ado',
  'ada',
  'ador',
  'edor',
  'idor',
  'dor',
  'adora',
  'edora',
  'idora',
  'dora',
]);

/**
 * Forms a stem cannot reach, the dictionary form first: participles and the commonest irregular
 * persons, and the learned word beside the popular one (aquático beside água, noturno beside
 * noite), which a player hears as one clue. "foi" and "fui" are the past of both "ser" and "ir",
 * so the two verbs come to one lemma. Compared folded and without plural.
 */
const IRREGULAR: readonly (readonly string[])[] = [
  ['ir', 'ser', 'foi', 'fui', 'foram', 'fomos', 'vou', 'vai', 'sou', 'somos'],
  ['fazer', 'feito', 'faco', 'fez', 'fiz', 'faz'],
  ['dizer', 'dito', 'digo', 'disse', 'diz'],
  ['ver', 'visto', 'vejo', 'viu', 'vista'],
  ['por', 'posto', 'ponho'],
  ['ter', 'tenho', 'tem', 'teve', 'tive'],
  ['estar', 'estou', 'esteve'],
  ['vir', 'vindo', 'venho', 'veio'],
  ['trazer', 'trouxe', 'trago'],
  ['poder', 'posso', 'pude', 'pode'],
  ['querer', 'quero', 'quis'],
  ['saber', 'sei', 'soube'],
  ['ler', 'lido', 'leio', 'leitor', 'leitura'],
  ['dar', 'dou', 'deu'],
  ['abrir', 'aberto', 'abertura'],
  ['cobrir', 'coberto', 'cobertor', 'cobertura'],
  ['descobrir', 'descoberto', 'descoberta'],
  ['escrever', 'escrito', 'escritor', 'escrita'],
  ['morrer', 'morto', 'morte'],
  ['ganhar', 'ganho'],
  ['imprimir', 'impresso', 'impressora'],
  ['eleger', 'eleito', 'eleicao'],
  ['prender', 'preso', 'prisao'],
  ['acender', 'aceso'],
  ['sair', 'saida', 'saio', 'saiu'],
  ['cair', 'caiu', 'caida'],
  ['ouvir', 'ouco', 'ouvido'],
  ['pedir', 'peco', 'pedido'],
  ['perder', 'perco'],
  ['dormir', 'durmo'],
  ['viajar', 'viagem', 'viajante'],
  ['nadar', 'natacao'],
  ['agua', 'aquatico', 'aquatica', 'aquario'],
  ['leite', 'lacteo', 'lactea', 'laticinio'],
  ['noite', 'noturno', 'noturna'],
  ['ouro', 'dourado', 'dourada'],
  ['olho', 'ocular'],
  ['ator', 'atriz', 'atuar', 'atuacao'],
  ['principe', 'princesa'],
  ['imperador', 'imperatriz'],
  ['gol', 'golaco'],
  ['pintar', 'pintor', 'pintora', 'pintura'],
  ['cantar', 'cantor', 'cantora'],
  ['brincar', 'brincadeira'],
];
const LEMMA_OF = new Map(IRREGULAR.flatMap((group) => group.map((w) => [w, group[0] as string])));

/** "feito" → "fazer", "postos" → "por", "foi" → "ir"; any other word folded. */
export function portugueseLemma(word: string): string {
  const w = portugueseFold(word);
  return LEMMA_OF.get(w) ?? LEMMA_OF.get(singular(w)) ?? w;
}

/**
 * Words whose ending looks derivational and is not, kept whole but for the gender vowel: "cozinha"
 * is no small "coz-" (so it meets "cozinheiro"), "salada" no dish of "sal", "coração" no "cor",
 * "verão" no "ver", "pelada" (the street game) no "Pelé", "golfinho" no small "golfe".
 */
const NOT_DERIVED = new Set([
  'cozinha',
  'caminho',
  'vizinho',
  'golfinho',
  'sardinha',
  'farinha',
  'campainha',
  'salada',
  'pelada',
  'coracao',
  'estacao',
  'coragem',
  'massagem',
  'verao',
  'balao',
  'botao',
  'melao',
  'azeitona',
  'bandeira',
  'cadeira',
  'madeira',
  'estado',
  'soldado',
  'mercado',
  'sabado',
  'figado',
  'parente',
  'tomada',
]);

/**
 * A science and its adjective, as the one who studies it: "arqueologia" and "arqueológico" are
 * read as "arqueólogo", "fotografia" as "fotógrafo", "astronomia" as "astrônomo", "filosofia" as
 * "filósofo". Two letters at least before, so "lógica" is no "logo" (soon).
 */
const SCIENCE = /^(.{2,}(?:log|graf|nom|sof))(?:ia|ico|ica)$/;

/**
 * What is left once derivational endings are off: "padaria", "padeiro" and "pão" → "pad";
 * "cozinhar", "cozinheiro", "cozinha" → "cozinh"; "gatinho", "gata" → "gat"; "feijão" and
 * "feijoada" → "feij"; "papelaria" and "papéis" → "papei"; "barquinho" and "barco" → "barc".
 */
export function portugueseStem(word: string): string {
  const stem = derivedStem(word);
  return STEM_OF.get(stem) ?? stem;
}

/**
 * The endings of the people of a place (or of a thing), after which the "-l" a stem ends in may be
 * either a final "-l" ("jornal" of "jornalista", "Natal" of "natalense") or the "-l" of a word in
 * "-lo" or "-la" ("Paulo" of "paulista", "Angola" of "angolano"). The stems meet the first way;
 * `portugueseOtherStems` gives the second.
 */
const PEOPLE_ENDINGS = new Set(['ista', 'istano', 'istana', 'ano', 'ana', 'ens']);

/**
 * A word's stem as the word in "-lo" or "-la" before a people ending would leave it: "paulista"
 * and "paulistano" → "paul", as "Paulo"; "angolano" → "angol", as "Angola". Kept beside the stem,
 * not in its place, so "jornalista" still meets "jornal", and only for these endings, so "bola"
 * and "boi" stay apart.
 */
export function portugueseOtherStems(word: string): string[] {
  const { place } = derivation(word);
  return place === undefined ? [] : [STEM_OF.get(place) ?? place];
}

function derivedStem(word: string): string {
  return derivation(word).stem;
}

/** The stem, and beside it the stem before a people ending's final "-l" was turned (`portugueseOtherStems`). */
function derivation(word: string): { stem: string; place?: string } {
  // An "h" between vowels is silent and kept only in old names: "Bahia" is heard as "baia", as
  // "baiano" is written.
  let w = portuguesePlural(portugueseLemma(word))
    .replace(/([aeiou])h(?=[aeiou])/g, '$1')
    .replace(SCIENCE, '$1o');
  let lastEnding: string | undefined;
  let place: string | undefined;
  if (!NOT_DERIVED.has(w)) {
    for (let again = true; again; ) {
      const found = ENDINGS.find(
        ([e, min]) => w.endsWith(e) && w.length - e.length >= Math.max(min, STEM_MIN),
      );
      again = found !== undefined;
      if (found) {
        w = w.slice(0, -found[0].length);
        lastEnding = found[0];
      }
    }
  }
  if (lastEnding !== undefined) {
    // "barquinho" → "barqu" → "barc", "fogueira" → "fogu" → "fog"; "papelaria" → "papel" →
    // "papei", as "papel" itself. A verb's ending leaves the verb's own stem, which its other
    // forms reach with the "l" kept: "pular" and "falado" leave "pul" and "fal", as "pula" and
    // "fala" do once the vowel is off.
    w = w.replace(/qu$/, 'c').replace(/gu$/, 'g');
    if (!VERB_ENDINGS.has(lastEnding)) {
      const turned = finalL(w);
      if (turned !== w && PEOPLE_ENDINGS.has(lastEnding)) place = w;
      w = turned;
    }
  }
  // "gato" and "gata", "músico" and "música", "irmão" and "irmã": the gender vowel goes.
  if (w.length > STEM_MIN && /[aeo]$/.test(w)) w = w.slice(0, -1);
  // "feliz" and "felicidade", "luz" and "luzes".
  return { stem: w.replace(/z$/, 'c'), place };
}

/**
 * Verbs made from a noun with "a-" in front, the noun first: "abraçar" holds "braço" as a player
 * hears it. A general "a-" prefix would join far more that are not one word (apagar and pagar,
 * aprender and prender, acordar and corda), so the few are named. They meet at the stem, not as
 * one lemma, so that "braço" is a relative of "Abraço", not the word itself.
 */
const A_VERBS: readonly (readonly string[])[] = [
  ['braco', 'abracar', 'abraco'],
  ['botao', 'abotoar'],
  ['calma', 'acalmar'],
  ['ponta', 'apontar'],
  ['campo', 'acampar', 'acampamento'],
  ['grupo', 'agrupar'],
  ['joelho', 'ajoelhar'],
  ['fundo', 'afundar'],
  ['pressa', 'apressar'],
  ['proximo', 'aproximar'],
  ['quente', 'aquecer', 'aquecimento', 'aquecedor'],
  ['manha', 'amanhecer'],
  ['noite', 'anoitecer'],
  ['terra', 'aterrissar', 'aterrissagem'],
];

/**
 * Words of one stem that no ending above reaches, the plain word first: an odd suffix ("muralha"
 * holds "muro", "delegacia" "delegado", "lagartixa" "lagarto", "escravatura" and "escravidão"
 * "escravo"), a root that bends ("marciano" is of "Marte", "poeta" and "poema" of "poesia", "genética" of "gene", "mentira" of
 * "mentir", "calculadora" of "cálculo"), or
 * "en-" and a verb's ending round a noun ("encanador" holds "cano"). Named one by one, as
 * "-alha" or "-acia" in general would join "medalha" to "medo" and "batalha" to "bater".
 */
const ODD_STEMS: readonly (readonly string[])[] = [
  ['delegado', 'delegacia'],
  ['muro', 'muralha'],
  ['lagarto', 'lagartixa'],
  ['escravo', 'escravatura', 'escravidao'],
  ['marte', 'marciano'],
  ['poesia', 'poeta', 'poema'],
  ['cano', 'encanar', 'encanador', 'encanamento'],
  ['gene', 'genetica', 'genetico'],
  ['mentir', 'mentira', 'mentiroso'],
  ['calculo', 'calcular', 'calculadora'],
];

/**
 * Odd stems that are one word's: "pão" and "padaria", "padeiro" (pad-); "gelo", "gelar" and
 * "geladeira", which keeps the "-ad-" of "gelado" once "-eira" is off, while "gelar" leaves the
 * "gei" of a final "-l" (gei-); the "a-" verbs and the odd stems.
 */
const STEM_OF: ReadonlyMap<string, string> = new Map([
  ['pao', 'pad'],
  ['gel', 'gei'],
  ['gelad', 'gei'],
  ...[...A_VERBS, ...ODD_STEMS].flatMap(([noun, ...verbs]) =>
    verbs.map((v): [string, string] => [derivedStem(v), derivedStem(noun as string)]),
  ),
]);

/** Whole words spelt two ways, both in use in Brazil (or the older spelling still seen). */
const VARIANTS: readonly (readonly string[])[] = [
  ['loiro', 'louro'],
  ['quatorze', 'catorze'],
  ['cota', 'quota'],
  ['otimo', 'optimo'],
  ['diretor', 'director'],
  ['eletrico', 'electrico'],
  ['iogurte', 'yogurte'],
  ['quilo', 'kilo'],
  ['caqui', 'kaki'],
  ['carate', 'karate'],
  ['uisque', 'whisky'],
  ['xampu', 'shampoo'],
  ['biquini', 'bikini'],
  ['rugbi', 'rugby'],
  ['assobiar', 'assoviar'],
  ['assobio', 'assovio'],
  ['televisao', 'teve', 'tv'],
];
const VARIANT_OF = spellingsByVariant(VARIANTS, portuguesePlural);

/** "louro" → "loiro", "whisky" → "uisque", "ideia" and "idéia" fold to one already. */
export function portugueseSpelling(word: string): string {
  const w = portuguesePlural(word);
  return VARIANT_OF.get(w) ?? w;
}

/**
 * Words said only in Portugal, or only in part of Brazil, by the thing they name; beside them,
 * the names all of Brazil understands. Words whose other meaning everyone knows stay among the
 * shared names ("sinal" is a signal, "farol" a lighthouse, "papagaio" a parrot), so they are never
 * flagged themselves.
 */
const REGIONAL: readonly RegionalGroup[] = [
  regionalGroup('comboio', 'trem'),
  regionalGroup('autocarro', 'ônibus'),
  regionalGroup('pequeno-almoço', 'café da manhã'),
  regionalGroup('telemóvel', 'celular'),
  regionalGroup('frigorífico', 'geladeira'),
  regionalGroup('casa de banho', 'banheiro'),
  regionalGroup('rapariga', 'moça, garota'),
  regionalGroup('sumo', 'suco'),
  regionalGroup('ecrã', 'tela'),
  regionalGroup('talho', 'açougue'),
  regionalGroup('relvado', 'gramado'),
  regionalGroup('relva', 'grama'),
  regionalGroup('guarda-redes', 'goleiro'),
  regionalGroup('golo', 'gol'),
  regionalGroup('equipa', 'time, equipe'),
  regionalGroup('fora de jogo', 'impedimento'),
  regionalGroup('baliza', 'trave'),
  regionalGroup('sandes', 'sanduíche'),
  regionalGroup('natas', 'creme de leite'),
  regionalGroup('ananás', 'abacaxi'),
  regionalGroup('pastilha elástica', 'chiclete'),
  regionalGroup('peúgas', 'meias'),
  regionalGroup('sapatilhas', 'tênis'),
  regionalGroup('portagem', 'pedágio'),
  regionalGroup('montra', 'vitrine'),
  regionalGroup('sanita', 'privada, vaso sanitário'),
  regionalGroup('canalizador', 'encanador'),
  regionalGroup('empregado de mesa', 'garçom'),
  regionalGroup('hospedeira', 'aeromoça, comissária de bordo'),
  regionalGroup('betão', 'concreto'),
  regionalGroup('fixe', 'legal'),
  regionalGroup('chávena', 'xícara'),
  regionalGroup('esquadra', 'delegacia'),
  regionalGroup('rebuçado', 'bala'),
  regionalGroup('cacifo', 'armário'),
  regionalGroup('carrinha', 'van'),
  regionalGroup('travão', 'freio'),
  regionalGroup('fato de banho', 'maiô'),
  regionalGroup('mandioca, aipim, macaxeira'),
  regionalGroup('bergamota, tangerina, mexerica, mexirica, poncã'),
  regionalGroup('biscoito, bolacha'),
  regionalGroup('semáforo, sinaleira', 'sinal, farol'),
  regionalGroup('pão francês, cacetinho, pão de sal, carioquinha'),
  regionalGroup('abóbora, jerimum'),
  regionalGroup('guri, guria', 'menino, criança'),
  regionalGroup('pandorga', 'pipa, papagaio'),
  regionalGroup('vina', 'salsicha'),
  regionalGroup('chimia', 'geleia'),
  regionalGroup('sacolé, geladinho, dindim, chup-chup, gelinho'),
  regionalGroup('pernilongo, muriçoca, carapanã', 'mosquito'),
  regionalGroup('mandioquinha, batata-baroa, batata-salsa'),
  regionalGroup('pregador, prendedor'),
];

/**
 * A word of three letters or fewer is a piece of another only at its head or tail, or beside a
 * hyphen ("sol" of "girassol", "mar" of "maré", "pé" of "pé-frio"), not as letters inside it
 * ("rio" in "carioca", "mel" in "caramelo"). Longer words count anywhere ("amor" in "namorados").
 */
export function portugueseHolds(whole: string, part: string): boolean {
  if (part.length >= 4 || whole.startsWith(part) || whole.endsWith(part)) return true;
  return whole.split(/[\s-]+/).some((w) => w.startsWith(part) || w.endsWith(part));
}

export const portuguese: LanguageRules = {
  code: 'pt-BR',
  name: 'Português (Brasil)',
  plural: portuguesePlural,
  stem: portugueseStem,
  otherStems: portugueseOtherStems,
  prefixes: ['des', 're', 'in', 'im'],
  lemma: portugueseLemma,
  spelling: portugueseSpelling,
  stopWords: [
    'uma',
    'umas',
    'uns',
    'dos',
    'das',
    'nos',
    'nas',
    'aos',
    'pelo',
    'pela',
    'pelos',
    'pelas',
    'num',
    'numa',
    'com',
    'sem',
    'por',
    'para',
    'pra',
    'que',
    'seu',
    'sua',
    'seus',
    'suas',
    'como',
    'mais',
    'voce',
    'sao',
    'dom',
    'quem',
    'nao',
    'nem',
    'ter',
    'tem',
  ],
  regional: REGIONAL,
  holds: portugueseHolds,
  seasons: ['primavera', 'verão', 'outono', 'inverno'],
  calendarWords: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
    'natal',
    'natalino',
    'páscoa',
    'carnaval',
    'réveillon',
    'festa junina',
    'são joão',
  ],
  unsuitable: [
    'sexo',
    'sexy',
    'pornô',
    'porno',
    'pelado',
    'cocaína',
    'matar',
    'assassinato',
    'assassinar',
    'suicídio',
    'estupro',
    'estuprar',
    'bêbado',
    'bêbada',
    'merda',
    'porra',
    'caralho',
    'puta',
    'puto',
    'foder',
    'buceta',
    'cacete',
    'viado',
    'bicha',
    'piroca',
    'rapariga',
    'transar',
  ],
};
