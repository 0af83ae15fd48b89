import type { InterfaceLanguage } from '@club/shared/constants';
import { mailLanguage } from '../../platform/language.ts';
import type { Mail } from '../../platform/mailer.ts';
import { escapeHtml } from '../../platform/text/html.ts';

interface LockoutText {
  /** To a proven address: names its member. */
  greeting: string;
  /** To an address not yet proven (see `greetedName` in mails.ts): names nobody. */
  neutralGreeting: string;
  subject: string;
  /** What happened and for how long signing in is paused. */
  intro: string;
  /** What to do if it was someone else: the forgotten-password form, named as the web app names it. */
  advice: string;
  /** What to do if it was the reader. */
  yourself: string;
}

/** `{club}`, `{name}` and `{wait}`: the club's name, the member's first name and the pause. */
const TEXTS: Record<InterfaceLanguage, LockoutText> = {
  fr: {
    greeting: 'Bonjour {name},',
    neutralGreeting: 'Bonjour,',
    subject: 'Connexion suspendue après plusieurs essais manqués – {club}',
    intro:
      'Plusieurs tentatives de connexion à votre compte {club} ont échoué (mot de passe erroné). La connexion à ce compte est suspendue pendant {wait}.',
    advice:
      "Si ce n'était pas vous, changez votre mot de passe : ouvrez le site ci-dessous, puis « Connexion » et « Mot de passe oublié ? ».",
    yourself: "Si c'était vous, vous pourrez vous reconnecter ensuite.",
  },
  en: {
    greeting: 'Hello {name},',
    neutralGreeting: 'Hello,',
    subject: 'Sign-in paused after several failed attempts – {club}',
    intro:
      'Someone tried several times to sign in to your {club} account with a wrong password. Signing in to this account is paused for {wait}.',
    advice:
      'If it was not you, change your password: open the site below, then “Log in” and “Forgot your password?”.',
    yourself: 'If it was you, you can sign in again after that.',
  },
  de: {
    greeting: 'Hallo {name},',
    neutralGreeting: 'Guten Tag,',
    subject: 'Anmeldung nach mehreren Fehlversuchen pausiert – {club}',
    intro:
      'Mehrere Anmeldeversuche bei Ihrem Konto bei {club} sind mit einem falschen Passwort gescheitert. Die Anmeldung bei diesem Konto ist für {wait} pausiert.',
    advice:
      'Wenn Sie das nicht waren, ändern Sie Ihr Passwort: Öffnen Sie die Website unten, dann „Anmelden“ und „Passwort vergessen?“.',
    yourself: 'Wenn Sie es waren, können Sie sich danach wieder anmelden.',
  },
  es: {
    greeting: 'Hola, {name}:',
    neutralGreeting: 'Hola:',
    subject: 'Inicio de sesión en pausa tras varios intentos fallidos – {club}',
    intro:
      'Varios intentos de iniciar sesión en su cuenta de {club} han fallado por una contraseña incorrecta. El inicio de sesión en esta cuenta queda en pausa durante {wait}.',
    advice:
      'Si no ha sido usted, cambie su contraseña: abra el sitio de abajo y luego «Iniciar sesión» y «¿Has olvidado tu contraseña?».',
    yourself: 'Si ha sido usted, podrá volver a iniciar sesión después.',
  },
  it: {
    greeting: 'Ciao {name},',
    neutralGreeting: 'Buongiorno,',
    subject: 'Accesso sospeso dopo diversi tentativi falliti – {club}',
    intro:
      "Diversi tentativi di accesso al tuo account di {club} sono falliti con una password errata. L'accesso a questo account è sospeso per {wait}.",
    advice:
      'Se non sei stato/a tu, cambia la password: apri il sito qui sotto, poi «Accedi» e «Password dimenticata?».',
    yourself: 'Se sei stato/a tu, potrai accedere di nuovo dopo.',
  },
};

/** "15 minutes", "15 Minuten", "40 secondi": the pause in the reader's language, rounded up. */
export function pauseText(language: InterfaceLanguage, msLeft: number): string {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** One line, so a name can never add a header or break the layout. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The mail to the owner of an account whose sign-in is paused after too many failed attempts. */
export function lockoutMail(input: {
  to: string;
  languageKey: string;
  clubName: string;
  /** From `greetedName` (mails.ts): null when the address is not proven. */
  firstname: string | null;
  /** The site whose sign-in window offers the forgotten-password form. */
  siteLink: string;
  msLeft: number;
}): Mail {
  const language = mailLanguage(input.languageKey);
  const texts = TEXTS[language];
  const clubName = oneLine(input.clubName);
  const { firstname } = input;
  const greeting = firstname === null ? texts.neutralGreeting : texts.greeting;
  const fill = (template: string, encode: (value: string) => string) =>
    // Replacer functions, so a `$&` in a name is not read as a replacement pattern.
    template
      .replaceAll('{club}', () => encode(clubName))
      .replaceAll('{name}', () => encode(oneLine(firstname ?? '')))
      .replaceAll('{wait}', () => encode(pauseText(language, input.msLeft)));
  const plain = (value: string) => value;
  const text = [
    fill(greeting, plain),
    '',
    fill(texts.intro, plain),
    '',
    texts.advice,
    input.siteLink,
    '',
    texts.yourself,
    '',
    `— ${clubName}`,
    '',
  ].join('\n');
  const link = escapeHtml(input.siteLink);
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${fill(greeting, escapeHtml)}</p>`,
    `<p>${fill(texts.intro, escapeHtml)}</p>`,
    `<p>${escapeHtml(texts.advice)}<br><a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(texts.yourself)}</p>`,
    `<p>— ${escapeHtml(clubName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: fill(texts.subject, plain), text, html, links: [input.siteLink] };
}
