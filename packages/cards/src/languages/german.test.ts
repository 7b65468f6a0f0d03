import { knownWords } from '@unsayable/rules';
import { describe, expect, it } from 'vitest';
import { regionalProblems } from '../card-language.ts';
import type { CardRecord } from '../catalogue.ts';
import { checkCatalogue, overlaps } from '../check.ts';
import { shareStem } from '../word-relations.ts';
import {
  german,
  germanCompoundParts,
  germanFold,
  germanLemma,
  germanPlural,
  germanSpelling,
  germanStem,
} from './german.ts';

describe('germanFold', () => {
  it.each([
    ['Straße', 'strasse'],
    ['Äpfel', 'apfel'],
    ['MÜNCHEN', 'munchen'],
    ['Fuß', 'fuss'],
  ])('%s → %s', (word, expected) => {
    expect(germanFold(word)).toBe(expected);
  });
});

describe('germanPlural', () => {
  it.each([
    ['Hunde', 'Hund'],
    ['Katzen', 'Katze'],
    ['Äpfel', 'Apfel'],
    ['Häuser', 'Haus'],
    ['Mütter', 'Mutter'],
    ['Bücher', 'Buch'],
    ['Kinder', 'Kind'],
    ['Gabeln', 'Gabel'],
    ['Schwestern', 'Schwester'],
    ['Autos', 'Auto'],
    ['Lehrerinnen', 'Lehrerin'],
    ['Blumen', 'Blume'],
    ['Museen', 'Museum'],
    ['Straßen', 'Strasse'],
    ['Eisbären', 'Eisbär'],
  ])('%s and %s compare equal', (a, b) => {
    expect(germanPlural(a)).toBe(germanPlural(b));
  });

  it.each([
    ['Glas', 'Gla'],
    ['Haus', 'Hau'],
    ['Wasser', 'Wass'],
    ['Mädchen', 'Mädch'],
    ['Kaffee', 'Kaff'],
  ])('keeps %s whole (not %s)', (word, wrong) => {
    expect(germanPlural(word)).not.toBe(germanFold(wrong));
    expect(germanPlural(word)).toBe(germanFold(word));
  });
});

describe('germanLemma', () => {
  it.each([
    ['ging', 'gehen'],
    ['gegangen', 'gehen'],
    ['aß', 'essen'],
    ['gegessen', 'essen'],
    ['trank', 'trinken'],
    ['getrunken', 'trinken'],
    ['Flüge', 'fliegen'],
    ['schrieb', 'schreiben'],
    ['Hilfe', 'helfen'],
    ['Schweiß', 'schwitzen'],
  ])('%s → %s', (form, lemma) => {
    expect(germanLemma(form)).toBe(lemma);
  });

  it('leaves forms with another common meaning alone', () => {
    expect(germanLemma('Band')).toBe('band');
    expect(germanLemma('Zug')).toBe('zug');
    expect(germanLemma('Schloss')).toBe('schloss');
  });
});

describe('germanStem', () => {
  it.each([
    ['Bäckerei', 'Bäcker'],
    ['Bäcker', 'backen'],
    ['Lehrerin', 'Lehrer'],
    ['Lehrer', 'lehren'],
    ['Freundlichkeit', 'Freund'],
    ['Freundin', 'Freund'],
    ['Ärztin', 'Arzt'],
    ['Köchin', 'kochen'],
    ['Zeitung', 'Zeit'],
    ['Brötchen', 'Brot'],
    ['Kätzchen', 'Katze'],
    ['Fräulein', 'Frau'],
    ['Künstler', 'Kunst'],
    ['Gärtner', 'Garten'],
    ['Spieler', 'spielen'],
    ['Wiener', 'Wien'],
    ['Polizist', 'Polizistin'],
    ['Gesundheit', 'gesund'],
    ['Fischer', 'fischen'],
    ['Taschen', 'Tasche'],
    ['Häuschen', 'Haus'],
    ['Malerei', 'malen'],
    ['telefonieren', 'Telefon'],
    ['Reichtum', 'reich'],
    ['ging', 'Gehen'],
  ])('%s and %s share a stem', (a, b) => {
    expect(germanStem(a)).toBe(germanStem(b));
  });

  it.each([
    ['Wein', 'Weg'],
    ['Pinguin', 'Pingu'],
    ['König', 'Konto'],
    ['Benzin', 'Benz'],
    ['Spiegelei', 'Spiegel'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(germanStem(a)).not.toBe(germanStem(b));
  });
});

describe('German prefixes', () => {
  const none = new Set<string>();
  it.each([
    ['Geschenk', 'schenken'],
    ['Einkauf', 'kaufen'],
    ['Ausflug', 'fliegen'],
    ['unfreundlich', 'Freund'],
    ['zurückspielen', 'Spieler'],
  ])('%s and %s share a stem through the prefix', (a, b) => {
    expect(shareStem(a, b, german, none)).toBe(true);
  });
});

describe('germanSpelling', () => {
  it.each([
    ['Photo', 'Foto'],
    ['Delphin', 'Delfin'],
    ['Muenchen', 'München'],
    ['Koeln', 'Köln'],
    ['Strasse', 'Straße'],
  ])('%s and %s are one spelling', (a, b) => {
    expect(germanSpelling(a)).toBe(germanSpelling(b));
  });
});

describe('germanCompoundParts', () => {
  const known = knownWords([
    { word: 'Geburt', forbidden: ['Tag', 'Hund', 'Hütte', 'Sonne', 'Schein'] },
    { word: 'Hand', forbidden: ['Schuh', 'Haupt', 'Bahnhof', 'Bahn', 'Hof'] },
    { word: 'Kind', forbidden: ['Wasser', 'Leiter', 'Rad', 'Ort', 'Garten'] },
  ]);

  it.each([
    ['Geburtstag', ['geburt', 'tag']],
    ['Hundehütte', ['hund', 'hutte']],
    ['Sonnenschein', ['sonne', 'schein']],
    ['Handschuh', ['hand', 'schuh']],
    ['Kindergarten', ['kind', 'garten']],
  ])('finds the parts of %s', (word, parts) => {
    const stems = germanCompoundParts(word, known).map(germanStem);
    expect(stems).toEqual(expect.arrayContaining(parts.map(germanStem)));
  });

  it('finds a card word as the head of a compound whose tail is no card word', () => {
    const few = knownWords([{ word: 'Geburt', forbidden: ['Ball', 'Hand', 'Land', 'Gast'] }]);
    expect(germanCompoundParts('Geburtstag', few)).toEqual(expect.arrayContaining(['geburt', 'tag']));
    expect(germanCompoundParts('Handschuh', few)).toEqual(expect.arrayContaining(['hand', 'schuh']));
    expect(germanCompoundParts('Ballett', few)).toEqual([]);
    expect(germanCompoundParts('Handlung', few)).toEqual([]);
    expect(germanCompoundParts('Landung', few)).toEqual([]);
  });

  it('finds three parts of a three-part compound', () => {
    expect(germanCompoundParts('Hauptbahnhof', known)).toEqual(
      expect.arrayContaining(['haupt', 'bahn', 'hof']),
    );
  });

  it('finds no parts where the tail is no known word, or the head a prefix', () => {
    expect(germanCompoundParts('Regenschirm', known)).toEqual([]);
    expect(germanCompoundParts('Kartoffel', known)).toEqual([]);
    const chance = knownWords([{ word: 'Top Ten', forbidden: ['Äste', 'Kind'] }]);
    expect(germanCompoundParts('Sandkasten', chance)).toEqual([]);
    expect(germanCompoundParts('Zeitschriften', chance)).toEqual([]);
    const withSand = knownWords([{ word: 'Top Ten', forbidden: ['Äste', 'Sand'] }]);
    expect(germanCompoundParts('Sandkasten', withSand)).toEqual(['sand', 'kasten']);
    expect(germanCompoundParts('Unterhose', knownWords([{ word: 'Hose', forbidden: [] }]))).toEqual([]);
  });
});

describe('German cards under the common checks', () => {
  const problemsOf = (records: CardRecord[]) =>
    checkCatalogue([{ file: 'animals.json', category: 'animals', records }], german)
      .problems.filter((p) => p.where.includes('#'))
      .map((p) => p.message);
  const card = (word: string, forbidden: string[]): CardRecord => ({ word, forbidden, difficulty: 'easy' });

  it('finds the target in a forbidden word in another case, plural or spelling', () => {
    expect(overlaps('Straße', 'strassen', german)).toBe(true);
    expect(overlaps('Apfel', 'Äpfel', german)).toBe(true);
    expect(overlaps('Geburtstag', 'Geburt', german)).toBe(true);
  });

  it('finds a forbidden word that is a part of another, across a linking letter', () => {
    expect(problemsOf([card('Party', ['Geburt', 'Geburtstag', 'Kuchen', 'Gäste', 'Musik'])])).toEqual([
      'forbidden words "Geburt" and "Geburtstag" share a stem',
    ]);
    expect(
      problemsOf([
        card('Winter', ['Handschuh', 'Hände', 'Schnee', 'kalt', 'Mütze']),
        card('Fuß', ['Zehen', 'Schuh', 'laufen', 'Socke', 'Bein']),
      ]),
    ).toContain('forbidden words "Handschuh" and "Hände" share a stem');
  });

  it('finds two forbidden words that hold one part', () => {
    const problems = problemsOf([
      card('Strand', ['Sonnenbrille', 'Sonnencreme', 'Meer', 'Sand', 'Muschel']),
      card('Brille', ['Augen', 'Gläser', 'sehen', 'Optiker', 'Creme']),
    ]);
    expect(problems).toContain('forbidden words "Sonnenbrille" and "Sonnencreme" share a stem');
  });

  it('finds a target part in a forbidden compound', () => {
    expect(problemsOf([card('Hund', ['bellen', 'Hundehütte', 'Knochen', 'Gassi', 'Leine'])])).toEqual([
      'forbidden word "Hundehütte" overlaps the target',
    ]);
  });

  it('finds a part of the target that the cards hold only inside compounds', () => {
    expect(problemsOf([card('Gummibärchen', ['Haribo', 'bunt', 'Fruchtgummi', 'süß', 'Tüte'])])).toEqual([
      'forbidden word "Fruchtgummi" shares a stem with the target',
    ]);
    expect(
      germanCompoundParts('Gummistiefel', knownWords([{ word: 'Regen', forbidden: ['Pfütze'] }])),
    ).toEqual(expect.arrayContaining(['gummi', 'stiefel']));
  });

  it('finds the egg in an egg compound, but not the letters "ei" in other words', () => {
    const egg = [card('Ei', ['Huhn', 'Schale', 'gelb', 'kochen', 'Dotter'])];
    expect(
      problemsOf([...egg, card('Spiegelei', ['Pfanne', 'Eigelb', 'Frühstück', 'braten', 'Speck'])]),
    ).toEqual(['forbidden word "Eigelb" shares a stem with the target']);
    expect(problemsOf([...egg, card('Bäckerei', ['Brot', 'Eimer', 'Ofen', 'Mehl', 'Teig'])])).toEqual([]);
  });

  it('finds a short word at a head or tail of the target, not as letters inside it', () => {
    expect(overlaps('Scheune', 'Heu', german)).toBe(false);
    expect(overlaps('Bleistift', 'Ei', german)).toBe(false);
    expect(overlaps('Heuboden', 'Heu', german)).toBe(true);
    expect(overlaps('Spiegelei', 'Ei', german)).toBe(true);
    expect(overlaps('Fußballspiel', 'Ball', german)).toBe(true);
  });

  it('names strong verb forms of the target', () => {
    expect(problemsOf([card('Trinken', ['Durst', 'Glas', 'Wasser', 'getrunken', 'Flasche'])])).toEqual([
      'forbidden word "getrunken" shares a stem with the target',
    ]);
  });

  it('names the noun a verb is made on as a form of the target', () => {
    expect(problemsOf([card('Schwitzen', ['heiß', 'Sauna', 'Sport', 'Deo', 'Schweiß'])])).toEqual([
      'forbidden word "Schweiß" shares a stem with the target',
    ]);
    expect(problemsOf([card('Schweißen', ['Metall', 'Funken', 'Maske', 'Naht', 'Gerät'])])).toEqual([]);
  });

  it('allows a regional word only beside another name of its thing', () => {
    expect(
      regionalProblems('Frühstück', ['Semmel', 'Kaffee', 'Marmelade', 'Morgen', 'Ei'], german),
    ).toHaveLength(1);
    expect(regionalProblems('Frühstück', ['Semmel', 'Brötchen', 'Kaffee', 'Morgen', 'Ei'], german)).toEqual(
      [],
    );
    expect(
      regionalProblems('Paradeiser', ['rot', 'Salat', 'Gemüse', 'Ketchup', 'Tomate'], german),
    ).toHaveLength(1);
    expect(regionalProblems('Tomate', ['rot', 'Salat', 'Gemüse', 'Ketchup', 'Paradeiser'], german)).toEqual(
      [],
    );
  });

  it('lets a regional word stand on a card whose target holds another name of its thing', () => {
    expect(
      regionalProblems(
        'Orangensaft',
        ['pressen', 'Frühstück', 'Vitamine', 'Fruchtfleisch', 'Apfelsine'],
        german,
      ),
    ).toEqual([]);
    expect(
      regionalProblems('Obstsalat', ['Schüssel', 'Äpfel', 'Bananen', 'Apfelsine', 'Nachtisch'], german),
    ).toHaveLength(1);
  });

  it('finds a loan plural in -s as the head of a compound on the same card', () => {
    const keeper = card('Torwart', ['Handschuhe', 'halten', 'Elfmeter', 'Parade', 'Strafraum']);
    expect(
      problemsOf([keeper, card('Charts', ['Hits', 'Platz eins', 'Lieder', 'Hitparade', 'Radio'])]),
    ).toEqual(['forbidden words "Hits" and "Hitparade" share a stem']);
    expect(germanPlural('Fans')).toBe('fan');
    expect(germanPlural('Tickets')).toBe('ticket');
    expect(germanPlural('Haus')).toBe('haus');
  });

  it('keeps a word apart from a regional one its plural key would meet', () => {
    expect(regionalProblems('Kochen', ['Topf', 'Herd', 'Rezept', 'Küche', 'Essen'], german)).toEqual([]);
    expect(regionalProblems('Foto', ['Bilderrahmen', 'Rahmen', 'Kamera', 'Album', 'Urlaub'], german)).toEqual(
      [],
    );
    expect(
      regionalProblems('Käsekuchen', ['Topfen', 'Boden', 'backen', 'Sahne', 'Rosinen'], german),
    ).toHaveLength(1);
  });

  it('lets two regional names of one thing fill two slots', () => {
    expect(problemsOf([card('Wurst', ['Metzger', 'Fleischer', 'Senf', 'Grill', 'Brot'])])).toEqual([]);
  });

  it('refuses a season tied to a month or a feast', () => {
    expect(problemsOf([card('Winter', ['Schnee', 'kalt', 'Dezember', 'Mütze', 'Schlitten'])])).toEqual([
      'forbidden word "Dezember" ties a season to a month or a feast: south of the equator it falls at another time',
    ]);
  });

  it('refuses words that are not family-friendly', () => {
    expect(problemsOf([card('Fluchen', ['Scheiße', 'Wut', 'Wörter', 'böse', 'laut'])])).toEqual([
      '"Scheiße" is not family-friendly',
    ]);
  });
});
