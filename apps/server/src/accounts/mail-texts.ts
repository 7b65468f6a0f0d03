import type { Mail } from './mailer.ts';

export type MailKind = 'confirmSignUp' | 'alreadyExists' | 'signInLink' | 'reset';
type Words = { subject: string; text: (link: string) => string };

/**
 * The mails accounts send, in every language of the web interface. Each link holds a single-use
 * code; the code appears nowhere else. A link acts as asked on the device that asked for it; opened
 * elsewhere, its page asks first.
 */
const WORDS = {
  en: {
    confirmSignUp: {
      subject: 'Finish signing up to Unsayable',
      text: (link) =>
        `Open this link on the device you signed up from, within 15 minutes, to finish making your account:\n\n${link}\n\nIf you did not sign up, ignore this mail: no account is made.`,
    },
    alreadyExists: {
      subject: 'You already have an Unsayable account',
      text: (link) =>
        `Someone (perhaps you) tried to sign up with this address, which already has an account. To sign in, open this link on the device you signed up from, within 15 minutes:\n\n${link}\n\nIf it was not you, ignore this mail: nothing changed.`,
    },
    signInLink: {
      subject: 'Your Unsayable sign-in link',
      text: (link) =>
        `Open this link on the device you asked from, within 15 minutes, to sign in (it works once):\n\n${link}\n\nIf you did not ask for it, ignore this mail.`,
    },
    reset: {
      subject: 'Set a new Unsayable password',
      text: (link) =>
        `Open this link on the device you asked from, within an hour, to choose a new password (it works once):\n\n${link}\n\nIf you did not ask for it, ignore this mail: your password stays as it is.`,
    },
  },
  es: {
    confirmSignUp: {
      subject: 'Termina tu registro en Unsayable',
      text: (link) =>
        `Abre este enlace en el dispositivo desde el que te registraste, en los próximos 15 minutos, para terminar de crear tu cuenta:\n\n${link}\n\nSi no te registraste, ignora este correo: no se crea ninguna cuenta.`,
    },
    alreadyExists: {
      subject: 'Ya tienes una cuenta de Unsayable',
      text: (link) =>
        `Alguien (quizá tú) intentó registrarse con esta dirección, que ya tiene una cuenta. Para iniciar sesión, abre este enlace en el dispositivo desde el que te registraste, en los próximos 15 minutos:\n\n${link}\n\nSi no fuiste tú, ignora este correo: no ha cambiado nada.`,
    },
    signInLink: {
      subject: 'Tu enlace para iniciar sesión en Unsayable',
      text: (link) =>
        `Abre este enlace en el dispositivo desde el que lo pediste, en los próximos 15 minutos, para iniciar sesión (funciona una sola vez):\n\n${link}\n\nSi no lo pediste, ignora este correo.`,
    },
    reset: {
      subject: 'Elige una nueva contraseña de Unsayable',
      text: (link) =>
        `Abre este enlace en el dispositivo desde el que lo pediste, antes de una hora, para elegir una nueva contraseña (funciona una sola vez):\n\n${link}\n\nSi no lo pediste, ignora este correo: tu contraseña sigue igual.`,
    },
  },
  fr: {
    confirmSignUp: {
      subject: 'Termine ton inscription à Unsayable',
      text: (link) =>
        `Ouvre ce lien sur l’appareil depuis lequel tu t’es inscrit, dans les 15 minutes, pour terminer la création de ton compte :\n\n${link}\n\nSi tu ne t’es pas inscrit, ignore ce courriel : aucun compte n’est créé.`,
    },
    alreadyExists: {
      subject: 'Tu as déjà un compte Unsayable',
      text: (link) =>
        `Quelqu’un (peut-être toi) a essayé de s’inscrire avec cette adresse, qui a déjà un compte. Pour te connecter, ouvre ce lien sur l’appareil depuis lequel tu t’es inscrit, dans les 15 minutes :\n\n${link}\n\nSi ce n’était pas toi, ignore ce courriel : rien n’a changé.`,
    },
    signInLink: {
      subject: 'Ton lien de connexion à Unsayable',
      text: (link) =>
        `Ouvre ce lien sur l’appareil depuis lequel tu l’as demandé, dans les 15 minutes, pour te connecter (il ne sert qu’une fois) :\n\n${link}\n\nSi tu ne l’as pas demandé, ignore ce courriel.`,
    },
    reset: {
      subject: 'Choisis un nouveau mot de passe Unsayable',
      text: (link) =>
        `Ouvre ce lien sur l’appareil depuis lequel tu l’as demandé, dans l’heure, pour choisir un nouveau mot de passe (il ne sert qu’une fois) :\n\n${link}\n\nSi tu ne l’as pas demandé, ignore ce courriel : ton mot de passe ne change pas.`,
    },
  },
  it: {
    confirmSignUp: {
      subject: 'Completa la registrazione a Unsayable',
      text: (link) =>
        `Apri questo link sul dispositivo da cui ti sei registrato, entro 15 minuti, per completare la creazione del tuo account:\n\n${link}\n\nSe non ti sei registrato, ignora questa e-mail: non viene creato nessun account.`,
    },
    alreadyExists: {
      subject: 'Hai già un account Unsayable',
      text: (link) =>
        `Qualcuno (forse tu) ha provato a registrarsi con questo indirizzo, che ha già un account. Per accedere, apri questo link sul dispositivo da cui ti sei registrato, entro 15 minuti:\n\n${link}\n\nSe non sei stato tu, ignora questa e-mail: non è cambiato niente.`,
    },
    signInLink: {
      subject: 'Il tuo link di accesso a Unsayable',
      text: (link) =>
        `Apri questo link sul dispositivo da cui l’hai chiesto, entro 15 minuti, per accedere (funziona una sola volta):\n\n${link}\n\nSe non l’hai chiesto tu, ignora questa e-mail.`,
    },
    reset: {
      subject: 'Scegli una nuova password per Unsayable',
      text: (link) =>
        `Apri questo link sul dispositivo da cui l’hai chiesto, entro un’ora, per scegliere una nuova password (funziona una sola volta):\n\n${link}\n\nSe non l’hai chiesto tu, ignora questa e-mail: la tua password resta quella di prima.`,
    },
  },
  de: {
    confirmSignUp: {
      subject: 'Schließ deine Registrierung bei Unsayable ab',
      text: (link) =>
        `Öffne diesen Link innerhalb von 15 Minuten auf dem Gerät, mit dem du dich registriert hast, um dein Konto fertig einzurichten:\n\n${link}\n\nWenn du dich nicht registriert hast, ignoriere diese Mail: Es wird kein Konto angelegt.`,
    },
    alreadyExists: {
      subject: 'Du hast schon ein Unsayable-Konto',
      text: (link) =>
        `Jemand (vielleicht du) wollte sich mit dieser Adresse registrieren, zu der es schon ein Konto gibt. Um dich anzumelden, öffne diesen Link innerhalb von 15 Minuten auf dem Gerät, mit dem du dich registriert hast:\n\n${link}\n\nWenn du das nicht warst, ignoriere diese Mail: Es hat sich nichts geändert.`,
    },
    signInLink: {
      subject: 'Dein Anmeldelink für Unsayable',
      text: (link) =>
        `Öffne diesen Link innerhalb von 15 Minuten auf dem Gerät, auf dem du ihn angefordert hast, um dich anzumelden (er funktioniert nur einmal):\n\n${link}\n\nWenn du ihn nicht angefordert hast, ignoriere diese Mail.`,
    },
    reset: {
      subject: 'Neues Passwort für Unsayable festlegen',
      text: (link) =>
        `Öffne diesen Link innerhalb einer Stunde auf dem Gerät, auf dem du ihn angefordert hast, um ein neues Passwort zu wählen (er funktioniert nur einmal):\n\n${link}\n\nWenn du ihn nicht angefordert hast, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.`,
    },
  },
  'pt-BR': {
    confirmSignUp: {
      subject: 'Conclua seu cadastro no Unsayable',
      text: (link) =>
        `Abra este link no aparelho em que você se cadastrou, em até 15 minutos, para terminar de criar sua conta:\n\n${link}\n\nSe você não se cadastrou, ignore este e-mail: nenhuma conta é criada.`,
    },
    alreadyExists: {
      subject: 'Você já tem uma conta no Unsayable',
      text: (link) =>
        `Alguém (talvez você) tentou se cadastrar com este endereço, que já tem uma conta. Para entrar, abra este link no aparelho em que você se cadastrou, em até 15 minutos:\n\n${link}\n\nSe não foi você, ignore este e-mail: nada mudou.`,
    },
    signInLink: {
      subject: 'Seu link para entrar no Unsayable',
      text: (link) =>
        `Abra este link no aparelho em que você o pediu, em até 15 minutos, para entrar (ele funciona uma vez só):\n\n${link}\n\nSe você não o pediu, ignore este e-mail.`,
    },
    reset: {
      subject: 'Defina uma nova senha do Unsayable',
      text: (link) =>
        `Abra este link no aparelho em que você o pediu, em até uma hora, para escolher uma nova senha (ele funciona uma vez só):\n\n${link}\n\nSe você não o pediu, ignore este e-mail: sua senha continua a mesma.`,
    },
  },
} as const satisfies Record<string, Record<MailKind, Words>>;

export type MailLanguage = keyof typeof WORDS;
export const MAIL_LANGUAGES = Object.keys(WORDS) as MailLanguage[];
const LONGEST_TAG = Math.max(...MAIL_LANGUAGES.map((language) => language.length));

/**
 * The language a request's mail is written in: the interface language it names when that is one
 * of ours, else English. The type and the length are checked before any lookup, so a body's
 * oversized or odd value costs nothing.
 */
export function mailLanguage(given: unknown): MailLanguage {
  if (typeof given !== 'string' || given.length > LONGEST_TAG) return 'en';
  return Object.hasOwn(WORDS, given) ? (given as MailLanguage) : 'en';
}

/** A mail of one kind, in one language, to one address, carrying one link. */
export function composeMail(kind: MailKind, language: MailLanguage, to: string, link: string): Mail {
  const words: Words = WORDS[language][kind];
  return { to, subject: words.subject, text: words.text(link) };
}

/** The mails in a language, each made from its address and its link. */
export function mailTexts(
  language: MailLanguage = 'en',
): Record<MailKind, (to: string, link: string) => Mail> {
  const of = (kind: MailKind) => (to: string, link: string) => composeMail(kind, language, to, link);
  return {
    confirmSignUp: of('confirmSignUp'),
    alreadyExists: of('alreadyExists'),
    signInLink: of('signInLink'),
    reset: of('reset'),
  };
}
