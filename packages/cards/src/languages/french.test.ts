import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../catalogue.ts';
import { checkCatalogue, overlaps } from '../check.ts';
import { shareStem } from '../word-relations.ts';
import { french, frenchFold, frenchLemma, frenchPlural, frenchSpelling, frenchStem } from './french.ts';

describe('frenchFold', () => {
  it.each([
    ['Éléphant', 'elephant'],
    ['Noël', 'noel'],
    ['garçon', 'garcon'],
    ['Œuf', 'oeuf'],
    ["l'Eau", 'eau'],
    ['l’école', 'ecole'],
    ["d'Artagnan", 'artagnan'],
    ["qu'il", 'il'],
    ["château d'eau", 'chateau eau'],
  ])('%s → %s', (word, expected) => {
    expect(frenchFold(word)).toBe(expected);
  });
});

describe('frenchPlural', () => {
  it.each([
    ['Chats', 'chat'],
    ['chevaux', 'cheval'],
    ['journaux', 'journal'],
    ['bateaux', 'bateau'],
    ['jeux', 'jeu'],
    ['cheveux', 'cheveu'],
    ['genoux', 'genou'],
    ['yeux', 'œil'],
    ['travaux', 'travail'],
    ['festivals', 'festival'],
    ["l'eau", 'eaux'],
    ['Œufs', 'oeuf'],
    ['Ours polaires', 'ours polaire'],
  ])('%s and %s compare equal', (a, b) => {
    expect(frenchPlural(a)).toBe(frenchPlural(b));
  });

  it('leaves singular words in "-s", "-x" and "-z" alone', () => {
    expect(frenchPlural('pays')).toBe('pays');
    expect(frenchPlural('souris')).toBe('souris');
    expect(frenchPlural('prix')).toBe('prix');
    expect(frenchPlural('nez')).toBe('nez');
    expect(frenchPlural('Printemps')).toBe('printemps');
  });

  it.each([
    ['pays', 'pay'],
    ['mois', 'moi'],
    ['bras', 'bra'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(frenchPlural(a)).not.toBe(frenchPlural(b));
  });
});

describe('frenchStem', () => {
  it.each([
    ['boulangerie', 'boulanger'],
    ['boulangère', 'boulanger'],
    ['chanteur', 'chanteuse'],
    ['chanter', 'chanteur'],
    ['acteur', 'actrice'],
    ['directeur', 'directrice'],
    ['musicien', 'musicienne'],
    ['musique', 'musicien'],
    ['pharmacie', 'pharmacien'],
    ['chien', 'chiennes'],
    ['lion', 'lionne'],
    ['dent', 'dentiste'],
    ['pâtisserie', 'pâtissière'],
    ['cuisine', 'cuisinier'],
    ['pomme', 'pommier'],
    ['fourche', 'fourchette'],
    ['changer', 'changement'],
    ['laver', 'lavage'],
    ['voyage', 'voyageur'],
    ['village', 'ville'],
    ['paysage', 'pays'],
    ['créer', 'création'],
    ['aspirer', 'aspirateur'],
    ['animatrice', 'animation'],
    ['vendre', 'vendeur'],
    ['heureux', 'heureuse'],
    ['jardin', 'jardinage'],
    ['crêpe', 'crêperie'],
    ['tourisme', 'touriste'],
    ['grêle', 'grêlons'],
    ['aigle', 'aiglon'],
    ['échelle', 'échelon'],
    ['mouche', 'moucheron'],
    ['bûche', 'bûcheron'],
    ['siffler', 'sifflet'],
    ['coffre', 'coffret'],
    ['livre', 'livret'],
    ['balai', 'balayer'],
    ['balayeur', 'balai'],
    ['essai', 'essayer'],
    ['envoi', 'envoyer'],
    ['colocataire', 'colocation'],
    ['destinataire', 'destination'],
  ])('gives %s and %s one stem', (a, b) => {
    expect(frenchStem(a)).toBe(frenchStem(b));
  });

  it.each([
    ['baguette', 'bague'],
    ['lunettes', 'lune'],
    ['toilettes', 'toile'],
    ['chouette', 'chou'],
    ['mouchoir', 'mouche'],
    ['garage', 'gare'],
    ['moteur', 'mot'],
    ['mère', 'mer'],
    ['armoire', 'arme'],
    ['couette', 'cou'],
    ['fille', 'fil'],
    ['goutte', 'goût'],
    ['salle', 'sale'],
    ['message', 'messe'],
    ['bouton', 'bout'],
    ['menton', 'mentir'],
    ['billet', 'bille'],
    ['bonnet', 'bon'],
    ['ballet', 'balle'],
    ['maison', 'maïs'],
    ['papillon', 'papille'],
    ['salon', 'sale'],
    ['volet', 'vol'],
    ['voyage', 'voie'],
    ['cheval', 'cheveux'],
    ['local', 'location'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(frenchStem(a)).not.toBe(frenchStem(b));
  });

  it.each([
    ['faire', 'fait'],
    ['prendre', 'pris'],
    ['voir', 'vu'],
    ['boire', 'boisson'],
    ['mourir', 'mort'],
    ['écrire', 'écrivain'],
    ['lire', 'lecture'],
    ['conduire', 'conducteur'],
    ['peindre', 'peintre'],
    ['peinture', 'peint'],
    ['jouer', 'jeu'],
    ['jeux', 'joueur'],
    ['nager', 'natation'],
    ['nageur', 'natation'],
    ['pluie', 'pleuvoir'],
    ['nuit', 'nocturne'],
    ['eau', 'aquatique'],
    ['soleil', 'solaire'],
    ['mer', 'marin'],
    ['chaud', 'chaleur'],
    ['école', 'scolaire'],
    ['yeux', 'œil'],
    ['roi', 'reine'],
    ['beau', 'belle'],
    ['vieux', 'vieille'],
    ['blanc', 'blanche'],
    ['vendre', 'vente'],
    ['pôle', 'polaire'],
    ['poème', 'poète'],
    ['poésie', 'poème'],
    ['échecs', 'échiquier'],
    ['suspendre', 'penderie'],
    ['pendre', 'suspension'],
    ['chanter', 'chanson'],
    ['Bourgogne', 'bourguignon'],
    ['mariage', 'mariée'],
    ['voiture', 'covoiturage'],
    ['covoiturer', 'voitures'],
  ])('reaches irregular forms: %s and %s', (a, b) => {
    expect(frenchStem(a)).toBe(frenchStem(b));
  });

  it('finds the dictionary form of an irregular form, plural or not', () => {
    expect(frenchLemma('Faits')).toBe('faire');
    expect(frenchLemma('belles')).toBe('beau');
    expect(frenchLemma('chat')).toBe('chat');
  });

  it('keeps a word apart from a learned look-alike that is no form of it', () => {
    expect(frenchStem('été')).not.toBe(frenchStem('être'));
    expect(frenchStem('bois')).not.toBe(frenchStem('boire'));
  });

  it('joins a noun in "-ail" or "-eil" to its doer and its verb, whose "l" is doubled', () => {
    expect(frenchStem('travailleurs')).toBe(frenchStem('travail'));
    expect(frenchStem('travailler')).toBe(frenchStem('travail'));
    expect(frenchStem('conseiller')).toBe(frenchStem('conseil'));
    expect(frenchStem('réveiller')).toBe(frenchStem('réveil'));
    expect(frenchStem('fille')).not.toBe(frenchStem('fil'));
  });

  it('leaves at least three letters', () => {
    expect(frenchStem('mer')).toBe('mer');
    expect(frenchStem('chien')).toBe('chien');
    expect(frenchStem('fleur')).toBe('fleur');
  });
});

describe('French clipped words and forms no ending reaches', () => {
  it.each([
    ['Apéro', 'apéritif'],
    ['Frigo', 'réfrigérateur'],
    ['ciné', 'Cinéma'],
    ['dico', 'Dictionnaire'],
    ['prof', 'Professeur'],
    ['télé', 'télévision'],
    ['resto', 'restaurant'],
    ['manif', 'Manifestation'],
    ['labo', 'Laboratoire'],
    ['coloc', 'Colocation'],
    ['colo', 'Colonie'],
    ['radio', 'Radiographie'],
    ['photo', 'Photographe'],
    ['skate', 'Skateboard'],
    ['basketball', 'Basket'],
    ['ordi', 'Ordinateur'],
    ['maths', 'mathématiques'],
    ['expo', 'exposition'],
    ['fondre', 'Fondue'],
    ['maire', 'mairie'],
    ['course', 'Courir'],
    ['électrique', 'électricité'],
    ['camp', 'Camping'],
    ['épluchures', 'Éplucher'],
  ])('give %s and %s one stem', (a, b) => {
    expect(shareStem(a, b, french, new Set())).toBe(true);
  });

  it('keeps the lesson apart from the race', () => {
    expect(shareStem('cours', 'course', french, new Set())).toBe(false);
  });
});

describe('French prefixes', () => {
  it.each([
    ['faire', 'refaire'],
    ['possible', 'impossible'],
    ['connu', 'inconnu'],
    ['habiller', 'déshabiller'],
  ])('give %s and %s one stem', (a, b) => {
    expect(shareStem(a, b, french, new Set())).toBe(true);
  });

  it('reach "long" through both prefixes of "rallonge"', () => {
    expect(shareStem('Rallonge', 'longueur', french, new Set())).toBe(true);
    expect(shareStem('rallonger', 'long', french, new Set())).toBe(true);
    expect(shareStem('allonger', 'longue', french, new Set())).toBe(true);
  });

  it('keep words that only start like a prefix apart', () => {
    expect(shareStem('Rallonge', 'rallye', french, new Set())).toBe(false);
    expect(shareStem('Rallonge', 'salon', french, new Set())).toBe(false);
    expect(shareStem('main', 'demain', french, new Set())).toBe(false);
    expect(shareStem('voir', 'devoir', french, new Set())).toBe(false);
  });
});

describe('frenchSpelling', () => {
  it.each([
    ['clé', 'clef'],
    ['oignons', 'ognon'],
    ['yaourt', 'yogourt'],
    ['cuillère', 'cuiller'],
    ['œuf', 'oeuf'],
  ])('spells %s as %s', (a, b) => {
    expect(frenchSpelling(a)).toBe(frenchSpelling(b));
  });

  it('keeps other words apart', () => {
    expect(frenchSpelling('clé')).not.toBe(frenchSpelling('clou'));
  });
});

describe('French cards under the common checks', () => {
  const problemsOf = (records: CardRecord[]) =>
    checkCatalogue([{ file: 'animals.json', category: 'animals', records }], french)
      .problems.filter((p) => p.where.includes('#'))
      .map((p) => p.message);
  const card = (word: string, forbidden: string[]): CardRecord => ({ word, forbidden, difficulty: 'easy' });

  it('finds the target behind an elided article, an accent or a plural', () => {
    expect(overlaps('Château d’eau', "l'eau", french)).toBe(true);
    expect(overlaps('Éléphant', 'elephants', french)).toBe(true);
    expect(overlaps('Cheval', 'chevaux', french)).toBe(true);
    expect(overlaps('Œuf', 'oeufs', french)).toBe(true);
  });

  it('finds a short word inside another at its tail, a hyphen, or its head before a vowel, not as letters inside it', () => {
    expect(overlaps('Prendre ses jambes à son cou', 'courir', french)).toBe(false);
    expect(overlaps('Lit', 'politique', french)).toBe(false);
    expect(overlaps('Mer', 'amer', french)).toBe(true);
    expect(overlaps('Mer', 'merci', french)).toBe(false);
    expect(overlaps('Thé', 'théière', french)).toBe(true);
    expect(overlaps('Vin', 'vinaigre', french)).toBe(true);
    expect(overlaps('Thé', 'sans-thé', french)).toBe(true);
    expect(overlaps('Ours', 'toujours', french)).toBe(true);
  });

  it('names forms of the target and doubled clues', () => {
    expect(problemsOf([card('Pâtisserie', ['pâtissière', 'gâteau', 'four', 'vitrine', 'éclair'])])).toEqual([
      'forbidden word "pâtissière" shares a stem with the target',
    ]);
    expect(
      problemsOf([card('Covoiturage', ['voiture', 'partager', 'trajet', 'essence', 'passagers'])]),
    ).toEqual(['forbidden word "voiture" shares a stem with the target']);
    expect(problemsOf([card('Piscine', ['nager', 'natation', 'maillot', 'plonger', 'chlore'])])).toEqual([
      'forbidden words "nager" and "natation" share a stem',
    ]);
    expect(
      problemsOf([
        card('Mieux vaut tard que jamais', ['excuse', 'enfin', 'arriver', 'finalement', 'proverbe']),
      ]),
    ).toEqual(['forbidden words "enfin" and "finalement" share a stem']);
  });

  it('wants another name beside a regional word', () => {
    expect(
      problemsOf([card('Lave-vaisselle', ['souper', 'assiettes', 'cuisine', 'machine', 'propre'])]).some(
        (m) => m.includes('"souper" is said only in some countries'),
      ),
    ).toBe(true);
    expect(problemsOf([card('Repas du soir', ['souper', 'dîner', 'table', 'famille', 'manger'])])).toEqual(
      [],
    );
    expect(
      problemsOf([card('Chocolatine', ['beurre', 'boulangerie', 'croissant', 'matin', 'feuilleté'])]),
    ).toEqual([expect.stringContaining('the target "Chocolatine" is said so only in some countries')]);
  });

  it('refuses a month on a season', () => {
    expect(
      problemsOf([card('Hiver', ['froid', 'neige', 'décembre', 'manteau', 'bonnet'])]).some((m) =>
        m.includes('"décembre" ties a season'),
      ),
    ).toBe(true);
  });

  it('refuses words that are rude somewhere French is spoken', () => {
    expect(problemsOf([card('Dinde', ['fourrer', 'volaille', 'four', 'glouglou', 'farce'])])).toEqual([
      '"fourrer" is not family-friendly',
    ]);
  });
});
