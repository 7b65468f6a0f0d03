import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../catalogue.ts';
import { checkCatalogue, overlaps } from '../check.ts';
import { shareStem } from '../word-relations.ts';
import {
  spanish,
  spanishFold,
  spanishLemma,
  spanishPlural,
  spanishSpelling,
  spanishStem,
} from './spanish.ts';

describe('spanishFold', () => {
  it.each([
    ['Canción', 'cancion'],
    ['PINGÜINO', 'pinguino'],
    ['Árbol', 'arbol'],
    ['Año', 'año'],
    ['niño', 'niño'],
  ])('%s → %s', (word, expected) => {
    expect(spanishFold(word)).toBe(expected);
  });

  it('keeps "ñ" apart from "n"', () => {
    expect(spanishFold('año')).not.toBe(spanishFold('ano'));
  });
});

describe('spanishPlural', () => {
  it.each([
    ['Gatos', 'Gato'],
    ['luces', 'luz'],
    ['peces', 'pez'],
    ['canciones', 'canción'],
    ['flores', 'flor'],
    ['ciudades', 'ciudad'],
    ['relojes', 'reloj'],
    ['reyes', 'rey'],
    ['calles', 'calle'],
    ['madres', 'madre'],
    ['nubes', 'nube'],
    ['cafés', 'café'],
    ['países', 'país'],
    ['autobuses', 'autobús'],
    ['dulces', 'dulce'],
    ['Osos polares', 'oso polar'],
  ])('%s and %s compare equal', (a, b) => {
    expect(spanishPlural(a)).toBe(spanishPlural(b));
  });

  it.each([
    ['lunes', 'luna'],
    ['mes', 'me'],
    ['casa', 'caso'],
    ['paz', 'pa'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(spanishPlural(a)).not.toBe(spanishPlural(b));
  });

  it('leaves singular words in "-s" alone', () => {
    expect(spanishPlural('lunes')).toBe('lunes');
    expect(spanishPlural('Tenis')).toBe('tenis');
    expect(spanishPlural('gas')).toBe('gas');
  });
});

describe('spanishStem', () => {
  it.each([
    ['Panadería', 'panadero'],
    ['cocinar', 'cocinero'],
    ['cocina', 'cocinar'],
    ['gato', 'gatita'],
    ['músico', 'música'],
    ['pez', 'pecera'],
    ['lápiz', 'lapicero'],
    ['feliz', 'felicidad'],
    ['coche', 'cochecito'],
    ['zapatos', 'zapatería'],
    ['navegar', 'navegación'],
    ['pescar', 'pescador'],
    ['cantar', 'cantante'],
    ['estudiar', 'estudiante'],
    ['rápido', 'rápidamente'],
  ])('gives %s and %s one stem', (a, b) => {
    expect(spanishStem(a)).toBe(spanishStem(b));
  });

  it.each([
    ['cuchillo', 'cuchara'],
    ['silla', 'sillón'],
    ['mar', 'marea'],
    ['pan', 'panda'],
    ['año', 'ano'],
    ['mar', 'marido'],
    ['bebé', 'bebida'],
    ['sal', 'salida'],
    ['costa', 'cuesta'],
    ['vaca', 'vacaciones'],
    ['pez', 'pecado'],
    ['batidora', 'batería'],
    ['tener', 'tenedor'],
    ['posar', 'posada'],
    ['este', 'estado'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(spanishStem(a)).not.toBe(spanishStem(b));
  });

  it.each([
    ['hacer', 'hecho'],
    ['poner', 'puesto'],
    ['decir', 'dicho'],
    ['ver', 'visto'],
    ['escribir', 'escrito'],
    ['escribir', 'escritor'],
    ['romper', 'roto'],
    ['morir', 'muerto'],
    ['morir', 'muerte'],
    ['volver', 'vuelto'],
    ['abrir', 'abierto'],
    ['dormir', 'duermo'],
    ['jugar', 'juego'],
    ['jugador', 'juego'],
    ['contar', 'cuento'],
    ['volar', 'vuelo'],
    ['nadar', 'natación'],
    ['nadador', 'Natación'],
    ['noche', 'nocturno'],
    ['agua', 'acuáticos'],
    ['leche', 'lácteo'],
    ['oro', 'dorado'],
    ['nevar', 'nieve'],
    ['dentista', 'dientes'],
    ['hielo', 'helado'],
    ['soñar', 'sueño'],
  ])('reaches irregular forms: %s and %s', (a, b) => {
    expect(spanishStem(a)).toBe(spanishStem(b));
  });

  it.each([
    ['batir', 'batidora'],
    ['café', 'cafetera'],
    ['café', 'cafetería'],
    ['embajada', 'embajador'],
    ['pescar', 'pescado'],
    ['comer', 'comedor'],
    ['sol', 'solar'],
    ['bolso', 'bolsa'],
    ['ratón', 'ratoncito'],
    ['coche', 'cochecito'],
    ['limón', 'limonada'],
    ['médico', 'medicinas'],
    ['médico', 'medicamento'],
    ['vino', 'vinagre'],
    ['escalera', 'escalones'],
    ['cerrar', 'cerradura'],
    ['verde', 'verduras'],
    ['caja', 'encajar'],
    ['mar', 'marino'],
    ['mar', 'submarino'],
    ['Galicia', 'gallego'],
    ['fuego', 'matafuegos'],
  ])('reaches derivations: %s and %s', (a, b) => {
    expect(spanishStem(a)).toBe(spanishStem(b));
  });

  // Known false matches, kept in docs/CARDS.md too: the cost of catching the derivations above.
  it.each([
    ['pato', 'patada'],
    ['mente', 'mentir'],
    ['granada', 'gran'],
    ['morado', 'morir'],
    ['soldado', 'soldar'],
  ])('still joins %s and %s, which are not one word', (a, b) => {
    expect(spanishStem(a)).toBe(spanishStem(b));
  });

  it('finds the infinitive of an irregular form, plural or not', () => {
    expect(spanishLemma('Hechos')).toBe('hacer');
    expect(spanishLemma('puesto')).toBe('poner');
    expect(spanishLemma('gato')).toBe('gato');
  });

  it('keeps a popular word apart from a learned look-alike that is no form of it', () => {
    expect(spanishStem('nata')).not.toBe(spanishStem('nadar'));
    expect(spanishStem('natural')).not.toBe(spanishStem('natación'));
  });

  it('leaves at least three letters', () => {
    expect(spanishStem('mar')).toBe('mar');
    expect(spanishStem('oso')).toBe('oso');
    expect(spanishStem('sol')).toBe('sol');
  });
});

describe('Spanish prefixes', () => {
  it.each([
    ['hacer', 'deshacer'],
    ['fresco', 'refresco'],
    ['posible', 'imposible'],
    ['cómodo', 'incómodo'],
  ])('give %s and %s one stem', (a, b) => {
    expect(shareStem(a, b, spanish, new Set())).toBe(true);
  });

  it('keep words that only start like a prefix apart', () => {
    expect(shareStem('red', 'dedo', spanish, new Set())).toBe(false);
    expect(shareStem('isla', 'insecto', spanish, new Set())).toBe(false);
  });
});

describe('spanishSpelling', () => {
  it.each([
    ['kiosco', 'quiosco'],
    ['bikinis', 'biquini'],
    ['psicólogo', 'sicólogo'],
    ['vídeo', 'video'],
    ['setiembre', 'septiembre'],
  ])('spells %s as %s', (a, b) => {
    expect(spanishSpelling(a)).toBe(spanishSpelling(b));
  });

  it.each([
    ['pijama', 'pija'],
    ['casa', 'caza'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(spanishSpelling(a)).not.toBe(spanishSpelling(b));
  });
});

describe('Spanish cards under the common checks', () => {
  // The card-level problems only: a file of one or two cards is no spread.
  const problemsOf = (records: CardRecord[]) =>
    checkCatalogue([{ file: 'animals.json', category: 'animals', records }], spanish)
      .problems.filter((p) => p.where.includes('#'))
      .map((p) => p.message);
  const card = (word: string, forbidden: string[]): CardRecord => ({ word, forbidden, difficulty: 'easy' });

  it('finds the target in a forbidden word written without its accents or in the plural', () => {
    expect(overlaps('Pingüino', 'pinguinos', spanish)).toBe(true);
    expect(overlaps('Canción', 'canciones', spanish)).toBe(true);
    expect(overlaps('Año Nuevo', 'ano', spanish)).toBe(false);
  });

  it('names forms of the target and doubled clues', () => {
    expect(problemsOf([card('Panadería', ['panadero', 'harina', 'horno', 'barra', 'miga'])])).toEqual([
      'forbidden word "panadero" shares a stem with the target',
    ]);
    expect(problemsOf([card('Faro', ['luz', 'luces', 'barcos', 'costa', 'noche'])])).toEqual([
      'forbidden word "luces" is repeated',
    ]);
    expect(problemsOf([card('Escoba', ['barrer', 'bruja', 'suelo', 'kiosco', 'quiosco'])])).toEqual([
      'forbidden word "quiosco" is a spelling variant of "kiosco"',
    ]);
  });

  it('knows targets of one stem across categories', () => {
    const problems = problemsOf([
      card('Cocinero', ['gorro', 'receta', 'restaurante', 'chef', 'comida']),
      card('Cocinar', ['sartén', 'fuego', 'olla', 'hervir', 'freír']),
    ]);
    expect(problems.some((m) => m.startsWith('target shares a stem with another target'))).toBe(true);
  });

  it('refuses words that are rude somewhere Spanish is spoken', () => {
    expect(problemsOf([card('Taxi', ['coger', 'amarillo', 'conductor', 'calle', 'carrera'])])).toEqual([
      '"coger" is not family-friendly',
    ]);
    expect(
      problemsOf([card('Camino de Santiago', ['peregrinos', 'Galicia', 'concha', 'catedral', 'mochila'])]),
    ).toEqual(['"concha" is not family-friendly']);
  });

  it("finds a forbidden word of the target's stem through a derivation the endings miss", () => {
    expect(problemsOf([card('Escalera', ['subir', 'ascensor', 'escalones', 'caracol', 'edificio'])])).toEqual(
      ['forbidden word "escalones" shares a stem with the target'],
    );
  });
});
