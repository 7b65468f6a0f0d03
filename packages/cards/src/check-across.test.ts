import { describe, expect, it } from 'vitest';
import { type CheckedFile, checkCatalogue } from './check.ts';
import { english } from './languages/english.ts';
import { french } from './languages/french.ts';
import { german } from './languages/german.ts';
import type { LanguageRules } from './languages/language-rules.ts';
import { spanish } from './languages/spanish.ts';

let made = 0;
/** A card whose forbidden words no other card of a test shares, unless given. */
const card = (word: string, forbidden?: string[]) => {
  made += 1;
  return {
    word,
    forbidden: forbidden ?? ['north', 'south', 'east', 'west', 'centre'].map((w) => `${w} ${made}`),
    difficulty: 'medium',
  };
};

const files = (...records: unknown[]): CheckedFile[] => [
  { file: 'animals.json', category: 'animals', records },
];

/** Problems and warnings, leaving out the spread (a one-category catalogue is always short). */
function findings(...records: unknown[]) {
  return findingsIn(english, ...records);
}

function findingsIn(rules: LanguageRules, ...records: unknown[]) {
  const report = checkCatalogue(files(...records), rules);
  const onCards = (list: { where: string; message: string }[]) =>
    list.filter((p) => p.where.includes('#')).map((p) => `${p.where}: ${p.message}`);
  return { problems: onCards(report.problems), warnings: onCards(report.warnings) };
}

describe('targets of one stem', () => {
  it.each([
    ['Procrastinate', 'Procrastination'],
    ['Librarian', 'Library'],
    ['Archaeology', 'Archaeologist'],
    ['Farm', 'Farmer'],
    ['Pack', 'Unpack'],
  ])('are one card twice: %s and %s', (a, b) => {
    expect(findings(card(a), card(b)).problems).toEqual([
      `animals.json#2 "${b}": target shares a stem with another target (also animals.json#1 "${a}")`,
    ]);
  });

  it('are reported once, as a duplicate, when only the plural differs', () => {
    expect(findings(card('Farmer'), card('Farmers')).problems).toEqual([
      'animals.json#2 "Farmers": duplicate target (also animals.json#1 "Farmer")',
    ]);
  });

  it('leave targets of different stems alone', () => {
    expect(findings(card('Sing'), card('Song'), card('Election'), card('Electricity')).problems).toEqual([]);
  });
});

describe('forbidden words shared between cards', () => {
  it('are a problem from three on, naming the words and the other card', () => {
    expect(
      findings(
        card('Library', ['books', 'quiet', 'borrow', 'shelves', 'read']),
        card('Reading room', ['book', 'Quiet', 'shelves', 'buy', 'till']),
      ).problems,
    ).toEqual([
      'animals.json#2 "Reading room": shares 3 forbidden words (book, Quiet, shelves) with another card (also animals.json#1 "Library")',
    ]);
  });

  it.each([
    [
      'fr',
      french,
      card('Facteur', ['lettres', 'poste', 'colis', 'vélo', 'tournée']),
      card('Timbre', ['lettre', 'poster', 'colis', 'enveloppe', 'collection']),
      'shares 3 forbidden words (lettre, poster, colis) with another card (also animals.json#1 "Facteur")',
    ],
    [
      'en',
      english,
      card('Gym', ['running', 'weights', 'trainer', 'sweat', 'fit']),
      card('Marathon', ['runner', 'trainers', 'sweating', 'race', 'miles']),
      'shares 3 forbidden words (runner, trainers, sweating) with another card (also animals.json#1 "Gym")',
    ],
    [
      'es',
      spanish,
      card('Museo', ['arte', 'cuadro', 'carta', 'visita', 'historia']),
      card('Galería', ['artista', 'cuadros', 'cartero', 'exposición', 'pintura']),
      'shares 3 forbidden words (artista, cuadros, cartero) with another card (also animals.json#1 "Museo")',
    ],
  ])('are compared by stem, not only without plurals (%s)', (_code, rules, first, second, message) => {
    expect(findingsIn(rules, first, second).problems).toEqual([
      `animals.json#2 "${second.word}": ${message}`,
    ]);
  });

  it('are fine up to two', () => {
    expect(
      findings(
        card('Library', ['books', 'quiet', 'borrow', 'shelves', 'read']),
        card('Reading room', ['books', 'quiet', 'buy', 'till', 'author']),
      ).problems,
    ).toEqual([]);
  });
});

describe('a forbidden word against its own card', () => {
  it('may not share a stem with another forbidden word', () => {
    expect(findings(card('Moving day', ['boxes', 'van', 'pack', 'unpack', 'house'])).problems).toEqual([
      'animals.json#1 "Moving day": forbidden words "pack" and "unpack" share a stem',
    ]);
    expect(findings(card('Hourglass', ['sand', 'time', 'timer', 'flip', 'pour'])).problems).toEqual([
      'animals.json#1 "Hourglass": forbidden words "time" and "timer" share a stem',
    ]);
  });

  it('may not be a compound of another forbidden word and a known word', () => {
    // "pan" is known from another card, so "dustpan" is "dust" + "pan".
    expect(
      findings(card('Sweep', ['broom', 'floor', 'dust', 'clean', 'dustpan']), card('Paella', ['rice', 'pan']))
        .problems,
    ).toContain('animals.json#1 "Sweep": forbidden words "dust" and "dustpan" share a stem');
  });

  it('may not be a spelling variant of another forbidden word', () => {
    expect(findings(card('Mother', ['mom', 'mum', 'parent', 'dad', 'family'])).problems).toEqual([
      'animals.json#1 "Mother": forbidden word "mum" is a spelling variant of "mom"',
    ]);
    expect(findings(card('Paint', ['colour', 'brush', 'color', 'canvas', 'wall'])).problems).toEqual([
      'animals.json#1 "Paint": forbidden word "color" is a spelling variant of "colour"',
    ]);
  });

  it('may not share a stem with the target', () => {
    expect(findings(card('Invention', ['create', 'new', 'patent', 'inventor', 'idea'])).problems).toEqual([
      'animals.json#1 "Invention": forbidden word "inventor" shares a stem with the target',
    ]);
    expect(
      findings(card('Chemistry', ['science', 'lab', 'chemicals', 'atoms', 'test tube'])).problems,
    ).toEqual(['animals.json#1 "Chemistry": forbidden word "chemicals" shares a stem with the target']);
  });

  it('may not be a spelling variant of the target', () => {
    expect(findings(card('Grey', ['gray', 'dull', 'cloud', 'silver', 'ash'])).problems).toEqual([
      'animals.json#1 "Grey": forbidden word "gray" is a spelling variant of the target',
    ]);
  });

  it('is free when it is a clue of its own', () => {
    expect(findings(card('Sing', ['song', 'voice', 'music', 'karaoke', 'tune'])).problems).toEqual([]);
  });
});

describe('target families', () => {
  it('are warnings, not problems: one target holds the other as a word', () => {
    const result = findings(card('Bear'), card('Polar bear'), card('First day of school'), card('School'));
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      'animals.json#2 "Polar bear": one family with another target (also animals.json#1 "Bear")',
      'animals.json#4 "School": one family with another target (also animals.json#3 "First day of school")',
    ]);
  });

  it('count a compound made of the target and a known word', () => {
    const result = findings(card('Door'), card('Doorbell'), card('Bell'), card('Elephant'), card('Ant'));
    expect(result.warnings).toEqual([
      'animals.json#2 "Doorbell": one family with another target (also animals.json#1 "Door")',
      'animals.json#3 "Bell": one family with another target (also animals.json#2 "Doorbell")',
    ]);
  });
});

describe('the language', () => {
  it('is English unless another rule set is given, and names the report', () => {
    expect(checkCatalogue(files(card('Lamp'))).language).toBe('en');
    const strict = { ...english, code: 'xx', unsuitable: ['lamp'] };
    const report = checkCatalogue(files(card('Lamp')), strict);
    expect(report.language).toBe('xx');
    expect(report.problems.map((p) => p.message)).toContain('the target "Lamp" is not family-friendly');
  });
});

describe('irregular forms', () => {
  it('count as forms of the target, also inside a compound', () => {
    // "brush" is known from another card, so "toothbrush" is "tooth" + "brush".
    expect(
      findings(
        card('Toothbrush', ['teeth', 'paste', 'bathroom', 'bristles', 'morning']),
        card('Hairbrush', ['comb', 'hair', 'brush', 'tangles', 'mirror']),
      ).problems,
    ).toContain('animals.json#1 "Toothbrush": forbidden word "teeth" shares a stem with the target');
    expect(findings(card('Mouse', ['mice', 'cheese', 'squeak', 'trap', 'tail'])).problems).toEqual([
      'animals.json#1 "Mouse": forbidden word "mice" shares a stem with the target',
    ]);
  });

  it('spend two slots on one clue', () => {
    expect(findings(card('Shop', ['sell', 'sold', 'till', 'buy', 'price'])).problems).toEqual([
      'animals.json#1 "Shop": forbidden words "sell" and "sold" share a stem',
    ]);
    expect(
      findingsIn(spanish, card('Congelador', ['frío', 'hielo', 'helado', 'cocina', 'comida'])).problems,
    ).toEqual(['animals.json#1 "Congelador": forbidden words "hielo" and "helado" share a stem']);
  });

  it('make targets of one stem', () => {
    expect(findings(card('Tooth'), card('Teeth')).problems).toEqual([
      'animals.json#2 "Teeth": target shares a stem with another target (also animals.json#1 "Tooth")',
    ]);
  });
});

describe('Spanish derivations on a card', () => {
  it.each([
    ['Batidora', 'batir'],
    ['Embajada', 'embajador'],
    ['Jugador', 'juego'],
    ['Comedor', 'comer'],
    ['Helado', 'hielo'],
  ])('find a form of the target: %s / %s', (target, form) => {
    expect(
      findingsIn(spanish, card(target, [form, 'uno norte', 'dos sur', 'tres este', 'cuatro oeste'])).problems,
    ).toContain(`animals.json#1 "${target}": forbidden word "${form}" shares a stem with the target`);
  });
});

describe('targets whose words share a stem', () => {
  it('are one family, a warning: any word of one and any word of the other', () => {
    const result = findingsIn(
      spanish,
      card('Café'),
      card('Cafetera eléctrica'),
      card('Ratón'),
      card('Ratoncito Pérez'),
      card('Sol'),
      card('Energía solar'),
      card('Bolso'),
      card('Bolsa de basura'),
    );
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      'animals.json#2 "Cafetera eléctrica": one family with another target (also animals.json#1 "Café")',
      'animals.json#4 "Ratoncito Pérez": one family with another target (also animals.json#3 "Ratón")',
      'animals.json#6 "Energía solar": one family with another target (also animals.json#5 "Sol")',
      'animals.json#8 "Bolsa de basura": one family with another target (also animals.json#7 "Bolso")',
    ]);
  });

  it('are one card twice when the whole targets share one stem, as before', () => {
    expect(findingsIn(spanish, card('Café'), card('Cafetera')).problems).toEqual([
      'animals.json#2 "Cafetera": target shares a stem with another target (also animals.json#1 "Café")',
    ]);
  });

  it('leave targets of different stems alone, and short function words make no family', () => {
    const result = findingsIn(
      spanish,
      card('Torre de Pisa'),
      card('Río de la Plata'),
      card('Pan con tomate'),
      card('Café con leche'),
    );
    expect(result.warnings).toEqual([]);
  });
});

describe('families of more than two', () => {
  it('are a problem at each member past the second', () => {
    // The lamp's forbidden words make "set", "flower" and "burn" known, so the compounds count.
    const result = findings(
      card('Sun'),
      card('Sunset'),
      card('Sunflower'),
      card('Sunburn'),
      card('Lamp', ['set', 'flower', 'burn', 'light', 'shade']),
    );
    const family = '"Sun", "Sunset", "Sunflower", "Sunburn"';
    expect(result.problems).toEqual([
      `animals.json#3 "Sunflower": one family of 4 targets (${family}): keep two, replace the rest`,
      `animals.json#4 "Sunburn": one family of 4 targets (${family}): keep two, replace the rest`,
    ]);
  });

  it('leave a pair alone', () => {
    expect(findings(card('Bear'), card('Polar bear'), card('Lamp')).problems).toEqual([]);
  });
});

describe('near-synonym targets', () => {
  it('are one card under two names: each forbids the other and two more words are shared', () => {
    expect(
      findings(
        card('Sulk', ['pout', 'upset', 'mood', 'silent', 'child']),
        card('Pout', ['lips', 'sulk', 'upsetting', 'moody', 'face']),
      ).problems,
    ).toEqual([
      'animals.json#2 "Pout": one card under two names with another target (also animals.json#1 "Sulk"): each forbids the other, and both forbid "upsetting", "moody"',
    ]);
    expect(
      findingsIn(
        spanish,
        card('Piropo', ['cumplido', 'halago', 'bonita', 'calle', 'chica']),
        card('Cumplido', ['piropo', 'halagar', 'bonito', 'decir', 'agradable']),
      ).problems,
    ).toHaveLength(1);
  });

  it.each([
    [
      'fr',
      french,
      card('Grimper', ['escalader', 'montagne', 'cordes', 'arbre', 'mur']),
      card('Escalade', ['grimper', 'montagnes', 'corde', 'prise', 'sommet']),
      '"montagnes", "corde"',
    ],
    [
      'es',
      spanish,
      card('Trepar', ['escalada', 'árbol', 'montaña', 'cuerda', 'subir']),
      card('Escalar', ['trepar', 'montañas', 'cuerdas', 'roca', 'cima']),
      '"montañas", "cuerdas"',
    ],
    [
      'de',
      german,
      card('Laufen', ['Rennen', 'schnell', 'Sportler', 'Beine', 'Strecke']),
      card('Rennen', ['Läufer', 'Schnelligkeit', 'Sport', 'Ziel', 'Auto']),
      '"Schnelligkeit", "Sport"',
    ],
  ])(
    'forbid each other by stem: a form of the other target is that target (%s)',
    (_code, rules, first, second, shared) => {
      expect(findingsIn(rules, first, second).problems).toEqual([
        `animals.json#2 "${second.word}": one card under two names with another target (also animals.json#1 "${first.word}"): each forbids the other, and both forbid ${shared}`,
      ]);
    },
  );

  it('are partners, not synonyms, when they share one word besides', () => {
    expect(
      findings(
        card('King', ['queen', 'crown', 'throne', 'castle', 'prince']),
        card('Queen', ['king', 'crown', 'chess', 'bee', 'palace']),
      ).problems,
    ).toEqual([]);
  });
});

describe('regional words (Spanish)', () => {
  const spanishCard = (target: string, forbidden: string[]) =>
    findingsIn(spanish, card(target, forbidden)).problems;

  it('may not be the target', () => {
    expect(spanishCard('Nevera', ['frío', 'cocina', 'leche', 'puerta', 'hielo'])).toEqual([
      'animals.json#1 "Nevera": the target "Nevera" is said so only in some countries ("nevera"; elsewhere: heladera, frigorífico, refrigeradora, refrigerador)',
    ]);
    expect(
      spanishCard('Zumo de naranja', ['fruta', 'desayuno', 'vaso', 'exprimir', 'vitamina']),
    ).toHaveLength(1);
  });

  it('may be forbidden only beside another name of the same thing', () => {
    expect(spanishCard('Naranja', ['zumo', 'fruta', 'color', 'vitamina', 'redonda'])).toEqual([
      'animals.json#1 "Naranja": forbidden word "zumo" is said only in some countries: forbid another name of it too (jugo) or use a word every speaker knows',
    ]);
    expect(spanishCard('Naranja', ['zumo', 'jugo', 'color', 'vitamina', 'redonda'])).toEqual([]);
    expect(spanishCard('Frío', ['nevera', 'heladera', 'invierno', 'abrigo', 'hielo'])).toEqual([]);
  });

  it('may be forbidden beside a target that is another name of the same thing', () => {
    expect(spanishCard('Piña', ['ananá', 'fruta', 'tropical', 'amarilla', 'corona'])).toEqual([]);
    expect(spanishCard('Fruta', ['ananá', 'manzana', 'pera', 'dulce', 'árbol'])).toHaveLength(1);
  });

  it('are two clues, not one, when two names of one thing share a stem', () => {
    expect(spanishCard('Lámpara', ['bombilla', 'bombillo', 'luz', 'mesa', 'noche'])).toEqual([]);
  });

  it('hold words every speaker knows and words with another meaning everywhere as shared, never flagged', () => {
    expect(spanishCard('Cocina', ['refrigerador', 'horno', 'papa', 'llave', 'foco'])).toEqual([]);
  });
});

describe('seasons', () => {
  it.each([
    [english, 'Winter', ['snow', 'cold', 'December', 'coat', 'season']],
    [english, 'Summer holidays', ['beach', 'sun', 'July', 'school', 'travel']],
    [english, 'Winter', ['snow', 'cold', 'Christmas', 'coat', 'season']],
    [spanish, 'Verano', ['calor', 'playa', 'julio', 'vacaciones', 'sol']],
    [spanish, 'Invierno', ['frío', 'nieve', 'Navidad', 'abrigo', 'estación']],
  ])('may not tie a season to a month or a feast (%s, %s)', (rules, target, forbidden) => {
    const bad = forbidden[2] as string;
    expect(findingsIn(rules, card(target, forbidden)).problems).toEqual([
      `animals.json#1 "${target}": forbidden word "${bad}" ties a season to a month or a feast: south of the equator it falls at another time`,
    ]);
  });

  it('leave months alone on other cards', () => {
    expect(findings(card('Birthday', ['cake', 'party', 'December', 'candles', 'presents'])).problems).toEqual(
      [],
    );
  });
});
