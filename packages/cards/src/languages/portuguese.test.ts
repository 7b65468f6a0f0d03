import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../catalogue.ts';
import { checkCatalogue, overlaps } from '../check.ts';
import { shareStem } from '../word-relations.ts';
import {
  portuguese,
  portugueseFold,
  portugueseLemma,
  portugueseOtherStems,
  portuguesePlural,
  portugueseSpelling,
  portugueseStem,
} from './portuguese.ts';

describe('portugueseFold', () => {
  it.each([
    ['Coração', 'coracao'],
    ['VOCÊ', 'voce'],
    ['Pão', 'pao'],
    ['açúcar', 'acucar'],
    ['Linguiça', 'linguica'],
  ])('%s → %s', (word, expected) => {
    expect(portugueseFold(word)).toBe(expected);
  });
});

describe('portuguesePlural', () => {
  it.each([
    ['Gatos', 'gato'],
    ['flores', 'flor'],
    ['luzes', 'luz'],
    ['limões', 'limão'],
    ['balões', 'balão'],
    ['pães', 'pão'],
    ['alemães', 'alemão'],
    ['mãos', 'mão'],
    ['irmãos', 'irmão'],
    ['homens', 'homem'],
    ['jardins', 'jardim'],
    ['animais', 'animal'],
    ['papéis', 'papel'],
    ['fósseis', 'fóssil'],
    ['anzóis', 'anzol'],
    ['azuis', 'azul'],
    ['gols', 'gol'],
    ['funis', 'funil'],
    ['torres', 'torre'],
    ['meses', 'mês'],
    ['ingleses', 'inglês'],
    ['países', 'país'],
    ['reis', 'rei'],
    ['heróis', 'herói'],
    ['cafés', 'café'],
    ['Bolas de futebol', 'bola de futebol'],
  ])('%s and %s compare equal', (a, b) => {
    expect(portuguesePlural(a)).toBe(portuguesePlural(b));
  });

  it.each([
    ['mães', 'mão'],
    ['lápis', 'lápi'],
    ['dois', 'doi'],
    ['mais', 'mal'],
    ['país', 'pai'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(portuguesePlural(a)).not.toBe(portuguesePlural(b));
  });

  it('leaves singular words in "-s" alone', () => {
    expect(portuguesePlural('Lápis')).toBe('lapis');
    expect(portuguesePlural('ônibus')).toBe('onibus');
    expect(portuguesePlural('tênis')).toBe('tenis');
  });
});

describe('portugueseStem', () => {
  it.each([
    ['padaria', 'padeiro'],
    ['gelo', 'geladeira'],
    ['gelar', 'gelo'],
    ['gelado', 'geladeira'],
    ['Maranhão', 'maranhense'],
    ['maranhenses', 'Maranhão'],
    ['Pará', 'paraense'],
    ['pão', 'padaria'],
    ['cozinha', 'cozinheiro'],
    ['cozinhar', 'cozinheira'],
    ['gato', 'gata'],
    ['gato', 'gatinho'],
    ['pão', 'pãozinho'],
    ['barco', 'barquinho'],
    ['fogo', 'fogueira'],
    ['professor', 'professora'],
    ['mulher', 'mulherona'],
    ['irmão', 'irmã'],
    ['campeão', 'campeã'],
    ['feijão', 'feijoada'],
    ['cartão', 'carta'],
    ['papel', 'papelaria'],
    ['Brasil', 'brasileiro'],
    ['jogo', 'jogador'],
    ['pescar', 'pescador'],
    ['navegar', 'navegação'],
    ['pagar', 'pagamento'],
    ['nascer', 'nascimento'],
    ['lavar', 'lavagem'],
    ['perigo', 'perigoso'],
    ['preguiça', 'preguiçoso'],
    ['cabeça', 'cabeçada'],
    ['feliz', 'felicidade'],
    ['dente', 'dentista'],
    ['estudar', 'estudante'],
    ['rápido', 'rapidamente'],
    ['chuva', 'chuveiro'],
    ['português', 'portuguesa'],
    ['Bahia', 'baiana'],
    ['África', 'africano'],
    ['colônia', 'colonização'],
    ['colônia', 'colonizar'],
    ['braços', 'abraçar'],
    ['braço', 'abraço'],
    ['noite', 'anoitecer'],
  ])('gives %s and %s one stem', (a, b) => {
    expect(portugueseStem(a)).toBe(portugueseStem(b));
  });

  it.each([
    ['fazer', 'feito'],
    ['dizer', 'dito'],
    ['ver', 'visto'],
    ['pôr', 'posto'],
    ['ser', 'foi'],
    ['ir', 'foi'],
    ['escrever', 'escritor'],
    ['morrer', 'morte'],
    ['abrir', 'aberto'],
    ['viajar', 'viagem'],
    ['água', 'aquático'],
    ['noite', 'noturno'],
    ['leite', 'lácteo'],
    ['ouro', 'dourado'],
    ['ator', 'atriz'],
    ['príncipe', 'princesa'],
    ['gol', 'golaço'],
    ['brincar', 'brincadeira'],
    ['pintor', 'pintar'],
  ])('reaches irregular forms: %s and %s', (a, b) => {
    expect(portugueseStem(a)).toBe(portugueseStem(b));
  });

  it.each([
    ['coração', 'cor'],
    ['salada', 'sal'],
    ['verão', 'ver'],
    ['pelada', 'Pelé'],
    ['golfinho', 'golfe'],
    ['verdade', 'ver'],
    ['saudade', 'saúde'],
    ['bola', 'boi'],
    ['mar', 'marido'],
    ['bandeira', 'banda'],
    ['azeitona', 'azeite'],
    ['balão', 'bala'],
    ['botão', 'bota'],
    ['batizado', 'bateria'],
    ['apagar', 'pagar'],
    ['aprender', 'prender'],
    ['acordar', 'corda'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(portugueseStem(a)).not.toBe(portugueseStem(b));
  });

  // Known false matches, the cost of catching the derivations above.
  it.each([
    ['bolo', 'bola'],
    ['caminhão', 'caminho'],
    ['passarinho', 'passar'],
    ['encanador', 'cana'],
    ['mentira', 'menta'],
  ])('still joins %s and %s, which are not one word', (a, b) => {
    expect(portugueseStem(a)).toBe(portugueseStem(b));
  });

  it.each([
    ['delegacia', 'delegado'],
    ['muralha', 'muro'],
    ['lagartixa', 'lagarto'],
    ['escravatura', 'escravidão'],
    ['escravatura', 'escravos'],
    ['Marte', 'marciano'],
    ['poesia', 'poeta'],
    ['poesia', 'poema'],
    ['encanador', 'cano'],
    ['encanamento', 'canos'],
    ['gene', 'genética'],
    ['genes', 'genético'],
    ['mentira', 'mentir'],
    ['mentiroso', 'mentiras'],
    ['cálculo', 'calculadora'],
    ['calcular', 'cálculos'],
  ])('reaches a stem no ending leaves: %s and %s', (a, b) => {
    expect(portugueseStem(a)).toBe(portugueseStem(b));
  });

  it.each([
    ['medalha', 'medo'],
    ['batalha', 'bater'],
    ['Marte', 'martelo'],
    ['encantar', 'canto'],
    ['gene', 'general'],
    ['gene', 'gente'],
  ])('keeps %s and %s apart all the same', (a, b) => {
    expect(portugueseStem(a)).not.toBe(portugueseStem(b));
  });

  it.each([
    ['arqueólogo', 'arqueologia'],
    ['biólogo', 'biologia'],
    ['fotógrafo', 'fotografia'],
    ['astrônomo', 'astronomia'],
    ['filósofo', 'filosofia'],
    ['zoológico', 'zoologia'],
    ['tecnologia', 'tecnológica'],
    ['economia', 'econômico'],
  ])('joins the one who studies to the science and its adjective: %s and %s', (a, b) => {
    expect(portugueseStem(a)).toBe(portugueseStem(b));
  });

  it.each([
    ['lógica', 'logo'],
    ['sofá', 'sofia'],
    ['harmonia', 'harmônico'],
  ])('keeps %s and %s apart, which only end alike', (a, b) => {
    expect(portugueseStem(a)).not.toBe(portugueseStem(b));
  });

  it.each([
    ['pular', 'pula'],
    ['pular', 'pulo'],
    ['falar', 'fala'],
    ['colar', 'cola'],
    ['falado', 'falar'],
  ])('joins a verb whose stem ends in "l" to its own forms: %s and %s', (a, b) => {
    expect(portugueseStem(a)).toBe(portugueseStem(b));
  });

  it('finds the infinitive of an irregular form, plural or not', () => {
    expect(portugueseLemma('Feitos')).toBe('fazer');
    expect(portugueseLemma('posto')).toBe('por');
    expect(portugueseLemma('gato')).toBe('gato');
  });

  it('joins a verb made with "a-" to its noun by the stem only, so the noun is no form of it', () => {
    expect(portugueseStem('abraçar')).toBe(portugueseStem('braço'));
    expect(portugueseLemma('abraçar')).toBe('abracar');
  });

  it('leaves at least three letters', () => {
    expect(portugueseStem('mar')).toBe('mar');
    expect(portugueseStem('sal')).toBe('sai');
    expect(portugueseStem('rua')).toBe('rua');
  });
});

describe('portugueseOtherStems', () => {
  it.each([
    ['paulista', 'São Paulo'],
    ['paulistano', 'São Paulo'],
    ['paulistanas', 'Paulo'],
    ['angolano', 'Angola'],
    ['oculista', 'óculos'],
  ])('finds the place or thing in a word of its people: %s and %s', (a, b) => {
    expect(portugueseStem(a)).not.toBe(portugueseStem(b));
    expect(shareStem(a, b, portuguese, new Set())).toBe(true);
  });

  it.each([
    ['jornalista', 'jornal'],
    ['natalense', 'Natal'],
    ['santista', 'Santos'],
    ['baiano', 'Bahia'],
  ])('leaves the stem that meets a final "-l" or no "-l" in its place: %s and %s', (a, b) => {
    expect(portugueseStem(a)).toBe(portugueseStem(b));
  });

  it('reads a second stem only after a people ending, so other derivations of a final "-l" stay as they were', () => {
    expect(portugueseOtherStems('paulista')).toEqual(['paul']);
    expect(portugueseOtherStems('Paulo')).toEqual([]);
    expect(portugueseOtherStems('baiano')).toEqual([]);
    expect(portugueseOtherStems('papelaria')).toEqual([]);
    expect(shareStem('boleiro', 'bola', portuguese, new Set())).toBe(false);
    expect(shareStem('bola', 'boi', portuguese, new Set())).toBe(false);
  });
});

describe('Portuguese prefixes', () => {
  it.each([
    ['fazer', 'desfazer'],
    ['ciclagem', 'reciclagem'],
    ['possível', 'impossível'],
    ['feliz', 'infeliz'],
  ])('give %s and %s one stem', (a, b) => {
    expect(shareStem(a, b, portuguese, new Set())).toBe(true);
  });

  it('keep words that only start like a prefix apart', () => {
    expect(shareStem('rede', 'dedo', portuguese, new Set())).toBe(false);
    expect(shareStem('ilha', 'inseto', portuguese, new Set())).toBe(false);
  });
});

describe('portugueseSpelling', () => {
  it.each([
    ['louro', 'loiro'],
    ['catorze', 'quatorze'],
    ['whisky', 'uísque'],
    ['idéia', 'ideia'],
    ['lingüiça', 'linguiça'],
    ['assoviar', 'assobiar'],
    ['assovios', 'assobio'],
    ['TV', 'televisão'],
    ['tevê', 'televisão'],
  ])('spells %s as %s', (a, b) => {
    expect(portugueseSpelling(a)).toBe(portugueseSpelling(b));
  });

  it('keeps different words apart', () => {
    expect(portugueseSpelling('cota')).not.toBe(portugueseSpelling('costa'));
  });
});

describe('Portuguese cards under the common checks', () => {
  const problemsOf = (records: CardRecord[]) =>
    checkCatalogue([{ file: 'animals.json', category: 'animals', records }], portuguese)
      .problems.filter((p) => p.where.includes('#'))
      .map((p) => p.message);
  const card = (word: string, forbidden: string[]): CardRecord => ({ word, forbidden, difficulty: 'easy' });

  it('finds the target in a forbidden word written without accents or in the plural', () => {
    expect(overlaps('Coração', 'coracoes', portuguese)).toBe(true);
    expect(overlaps('Pão de queijo', 'pães', portuguese)).toBe(true);
    expect(overlaps('Jornal', 'jornais', portuguese)).toBe(true);
    expect(overlaps('Mãe', 'mão', portuguese)).toBe(false);
  });

  it('finds a short word inside another only at its head, its tail or a hyphen, not as letters inside it', () => {
    expect(overlaps('Rio de Janeiro', 'carioca', portuguese)).toBe(false);
    expect(overlaps('Mel', 'caramelo', portuguese)).toBe(false);
    expect(overlaps('Sol', 'girassol', portuguese)).toBe(true);
    expect(overlaps('Mar', 'maré', portuguese)).toBe(true);
    expect(overlaps('Pé', 'pé-frio', portuguese)).toBe(true);
    expect(overlaps('Dia dos Namorados', 'amor', portuguese)).toBe(true);
  });

  it('keeps a word that only starts as the target does apart from it', () => {
    expect(overlaps('Azeite', 'azeitona', portuguese)).toBe(false);
    expect(overlaps('Lobisomem', 'lobo', portuguese)).toBe(false);
  });

  it('names forms of the target and doubled clues', () => {
    expect(problemsOf([card('Televisão', ['novela', 'canal', 'tela', 'controle', 'TV'])])).toEqual([
      'forbidden word "TV" is a spelling variant of the target',
    ]);
    expect(problemsOf([card('Padaria', ['padeiro', 'farinha', 'forno', 'café', 'manhã'])])).toEqual([
      'forbidden word "padeiro" shares a stem with the target',
    ]);
    expect(problemsOf([card('Farol', ['luz', 'luzes', 'barcos', 'mar', 'noite'])])).toEqual([
      'forbidden word "luzes" is repeated',
    ]);
    expect(problemsOf([card('Acarajé', ['Bahia', 'dendê', 'baiana', 'camarão', 'feijão-fradinho'])])).toEqual(
      ['forbidden words "Bahia" and "baiana" share a stem'],
    );
    expect(problemsOf([card('Geladeira', ['gelo', 'frio', 'freezer', 'ímã', 'comida'])])).toEqual([
      'forbidden word "gelo" shares a stem with the target',
    ]);
    expect(problemsOf([card('Abraçar', ['braços', 'carinho', 'apertar', 'urso', 'saudade'])])).toEqual([
      'forbidden word "braços" shares a stem with the target',
    ]);
    expect(problemsOf([card('Fazer', ['feito', 'trabalho', 'criar', 'construir', 'agir'])])).toEqual([
      'forbidden word "feito" shares a stem with the target',
    ]);
    expect(problemsOf([card('Delegacia', ['polícia', 'preso', 'B.O.', 'delegado', 'cela'])])).toEqual([
      'forbidden word "delegado" shares a stem with the target',
    ]);
    expect(
      problemsOf([card('São Paulo', ['garoa', 'trânsito', 'maior cidade', 'Sampa', 'paulista'])]),
    ).toEqual(['forbidden word "paulista" shares a stem with the target']);
    expect(problemsOf([card('Marte', ['vermelho', 'planeta', 'Elon Musk', 'marciano', 'rover'])])).toEqual([
      'forbidden word "marciano" shares a stem with the target',
    ]);
    expect(problemsOf([card('Sarau', ['poesia', 'poeta', 'ler', 'noite', 'livro'])])).toEqual([
      'forbidden words "poesia" and "poeta" share a stem',
    ]);
    expect(problemsOf([card('Arqueólogo', ['arqueologia', 'escavar', 'ruínas', 'ossos', 'antigo'])])).toEqual(
      ['forbidden word "arqueologia" shares a stem with the target'],
    );
    expect(
      problemsOf([card('Planetário', ['astronomia', 'astrônomo', 'céu', 'cúpula', 'estrelas'])]),
    ).toEqual(['forbidden words "astronomia" and "astrônomo" share a stem']);
    expect(problemsOf([card('Cama elástica', ['pular', 'mola', 'pula-pula', 'rede', 'festa'])])).toEqual([
      'forbidden words "pular" and "pula-pula" share a stem',
    ]);
  });

  it('refuses Portugal-only words, and regional ones without another name of the thing', () => {
    expect(problemsOf([card('Comboio', ['trilho', 'estação', 'vagão', 'apito', 'viagem'])])).toHaveLength(1);
    expect(
      problemsOf([card('Ônibus', ['ponto', 'motorista', 'passagem', 'autocarro', 'cobrador'])]),
    ).toHaveLength(0);
    expect(problemsOf([card('Farinha', ['trigo', 'pão', 'bolo', 'mandioca', 'branca'])])).toEqual([
      'forbidden word "mandioca" is said only in some countries: forbid another name of it too (aipim, macaxeira) or use a word every speaker knows',
    ]);
    expect(problemsOf([card('Tapioca', ['goma', 'nordeste', 'mandioca', 'aipim', 'recheio'])])).toEqual([]);
    expect(problemsOf([card('Varal', ['roupa', 'pregador', 'secar', 'sol', 'quintal'])])).toEqual([
      'forbidden word "pregador" is said only in some countries: forbid another name of it too (prendedor) or use a word every speaker knows',
    ]);
    expect(problemsOf([card('Varal', ['roupa', 'pregador', 'prendedor', 'secar', 'sol'])])).toEqual([]);
  });

  it('leaves a shared name of a regional group and a common word alone', () => {
    expect(problemsOf([card('Farol', ['luz', 'navio', 'costa', 'torre', 'noite'])])).toEqual([]);
    expect(problemsOf([card('Encanador', ['Mario', 'vazamento', 'pia', 'torneira', 'chave'])])).toEqual([]);
  });

  it('refuses a month or a feast on a season', () => {
    expect(problemsOf([card('Verão', ['calor', 'praia', 'sol', 'férias', 'Carnaval'])])).toEqual([
      'forbidden word "Carnaval" ties a season to a month or a feast: south of the equator it falls at another time',
    ]);
  });

  it('refuses words that are rude somewhere Portuguese is spoken', () => {
    expect(problemsOf([card('Fila', ['bicha', 'esperar', 'banco', 'gente', 'vez'])])).toEqual([
      '"bicha" is not family-friendly',
    ]);
  });
});
