import type { InterfaceLanguage } from '@club/shared/constants';
import { mailLanguage } from '../../platform/language.ts';
import type { Mail } from '../../platform/mailer.ts';
import { escapeHtml } from '../../platform/text/html.ts';

/** The mails of a member's own account, each carrying one link. */
export type AccountMailKind = 'validate_account' | 'reset_password' | 'change_email';

interface MailText {
  subject: string;
  /** What the mail is about, ending with an invitation to open the link. */
  intro: string;
  /** How long the link works (the lifetimes are set in account-links.ts). */
  validity: string;
  /** What to do when the reader did not ask for anything. */
  ignore: string;
}

type Texts = Record<AccountMailKind, MailText> & {
  /** To a proven address: names its member. */
  greeting: string;
  /** To an address not yet proven (see `greetedName`): names nobody. */
  neutralGreeting: string;
};

/** `{club}` and `{name}` are replaced by the club's name and the member's first name. */
const TEXTS: Record<InterfaceLanguage, Texts> = {
  fr: {
    greeting: 'Bonjour {name},',
    neutralGreeting: 'Bonjour,',
    validate_account: {
      subject: 'Validez votre compte – {club}',
      intro: 'Bienvenue au club {club} ! Pour activer votre compte, ouvrez ce lien :',
      validity: 'Ce lien est valable 7 jours.',
      ignore: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
    },
    reset_password: {
      subject: 'Nouveau mot de passe – {club}',
      intro:
        'Un nouveau mot de passe a été demandé pour votre compte {club}. Pour le choisir, ouvrez ce lien :',
      validity: "Ce lien est valable 1 heure et ne sert qu'une fois.",
      ignore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
    },
    change_email: {
      subject: 'Confirmez votre nouvelle adresse e-mail – {club}',
      intro:
        'Vous avez demandé à utiliser cette adresse pour votre compte {club}. Pour la confirmer, ouvrez ce lien :',
      validity: 'Ce lien est valable 24 heures.',
      ignore: "Si vous n'avez rien demandé, ignorez ce message : l'adresse de votre compte ne change pas.",
    },
  },
  en: {
    greeting: 'Hello {name},',
    neutralGreeting: 'Hello,',
    validate_account: {
      subject: 'Confirm your account – {club}',
      intro: 'Welcome to {club}! To activate your account, open this link:',
      validity: 'This link is valid for 7 days.',
      ignore: 'If you did not sign up, you can ignore this message.',
    },
    reset_password: {
      subject: 'New password – {club}',
      intro: 'Someone asked for a new password for your {club} account. To choose it, open this link:',
      validity: 'This link is valid for 1 hour and works once.',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    change_email: {
      subject: 'Confirm your new e-mail address – {club}',
      intro: 'You asked to use this address for your {club} account. To confirm it, open this link:',
      validity: 'This link is valid for 24 hours.',
      ignore: "If you did not ask for this, ignore this message: your account's address stays the same.",
    },
  },
  de: {
    greeting: 'Hallo {name},',
    neutralGreeting: 'Guten Tag,',
    validate_account: {
      subject: 'Bestätigen Sie Ihr Konto – {club}',
      intro: 'Willkommen bei {club}! Um Ihr Konto zu aktivieren, öffnen Sie diesen Link:',
      validity: 'Dieser Link ist 7 Tage gültig.',
      ignore: 'Wenn Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren.',
    },
    reset_password: {
      subject: 'Neues Passwort – {club}',
      intro:
        'Für Ihr Konto bei {club} wurde ein neues Passwort angefordert. Um es zu wählen, öffnen Sie diesen Link:',
      validity: 'Dieser Link ist 1 Stunde gültig und nur einmal verwendbar.',
      ignore:
        'Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt gleich.',
    },
    change_email: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse – {club}',
      intro:
        'Sie möchten diese Adresse für Ihr Konto bei {club} verwenden. Um sie zu bestätigen, öffnen Sie diesen Link:',
      validity: 'Dieser Link ist 24 Stunden gültig.',
      ignore:
        'Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: die Adresse Ihres Kontos bleibt gleich.',
    },
  },
  es: {
    greeting: 'Hola, {name}:',
    neutralGreeting: 'Hola:',
    validate_account: {
      subject: 'Valide su cuenta – {club}',
      intro: '¡Bienvenido/a a {club}! Para activar su cuenta, abra este enlace:',
      validity: 'Este enlace es válido durante 7 días.',
      ignore: 'Si no se ha registrado, ignore este mensaje.',
    },
    reset_password: {
      subject: 'Nueva contraseña – {club}',
      intro: 'Se ha pedido una nueva contraseña para su cuenta de {club}. Para elegirla, abra este enlace:',
      validity: 'Este enlace es válido durante 1 hora y solo sirve una vez.',
      ignore: 'Si no lo ha pedido, ignore este mensaje: su contraseña no cambia.',
    },
    change_email: {
      subject: 'Confirme su nueva dirección de correo – {club}',
      intro: 'Ha pedido usar esta dirección para su cuenta de {club}. Para confirmarla, abra este enlace:',
      validity: 'Este enlace es válido durante 24 horas.',
      ignore: 'Si no lo ha pedido, ignore este mensaje: la dirección de su cuenta no cambia.',
    },
  },
  it: {
    greeting: 'Ciao {name},',
    neutralGreeting: 'Buongiorno,',
    validate_account: {
      subject: 'Conferma il tuo account – {club}',
      intro: 'Benvenuto/a in {club}! Per attivare il tuo account, apri questo link:',
      validity: 'Questo link è valido per 7 giorni.',
      ignore: 'Se non ti sei registrato/a, ignora questo messaggio.',
    },
    reset_password: {
      subject: 'Nuova password – {club}',
      intro:
        'È stata chiesta una nuova password per il tuo account di {club}. Per sceglierla, apri questo link:',
      validity: 'Questo link è valido per 1 ora e funziona una sola volta.',
      ignore: 'Se non hai chiesto nulla, ignora questo messaggio: la tua password non cambia.',
    },
    change_email: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail – {club}',
      intro:
        'Hai chiesto di usare questo indirizzo per il tuo account di {club}. Per confermarlo, apri questo link:',
      validity: 'Questo link è valido per 24 ore.',
      ignore: "Se non hai chiesto nulla, ignora questo messaggio: l'indirizzo del tuo account non cambia.",
    },
  },
};

/**
 * The first name a mail to `to` may greet its reader with: the account's own, once its address is
 * proven. An address not yet proven (a registration to validate, a new address to confirm, a reset or
 * a lockout of an account never validated) may be anyone's, typed by a stranger along with a "first
 * name" of their choosing ("URGENT: re-activate at https://evil.example/login"): its mail greets
 * nobody and carries no text the member wrote. Null: the neutral greeting.
 */
export function greetedName(
  account: { email: string; firstname: string; emailValidatedAt: Date | null },
  to: string,
): string | null {
  return account.emailValidatedAt !== null && to === account.email ? account.firstname : null;
}

/** One line, so a name can never add a header or break the layout. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function accountMail(
  kind: AccountMailKind,
  input: {
    to: string;
    languageKey: string;
    clubName: string;
    /** From `greetedName`: null when the address is not proven. */
    firstname: string | null;
    link: string;
  },
): Mail {
  const texts = TEXTS[mailLanguage(input.languageKey)];
  const clubName = oneLine(input.clubName);
  const { firstname } = input;
  const greeting = firstname === null ? texts.neutralGreeting : texts.greeting;
  const fill = (template: string, encode: (value: string) => string) =>
    // Replacer functions, so a `$&` in a name is not read as a replacement pattern.
    template
      .replaceAll('{club}', () => encode(clubName))
      .replaceAll('{name}', () => encode(oneLine(firstname ?? '')));
  const plain = (value: string) => value;
  const { subject, intro, validity, ignore } = texts[kind];
  const text = [
    fill(greeting, plain),
    '',
    fill(intro, plain),
    input.link,
    '',
    validity,
    ignore,
    '',
    `— ${clubName}`,
    '',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${fill(greeting, escapeHtml)}</p>`,
    `<p>${fill(intro, escapeHtml)}</p>`,
    `<p><a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>`,
    `<p>— ${escapeHtml(clubName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: fill(subject, plain), text, html, links: [input.link] };
}
