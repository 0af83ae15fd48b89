import type { InterfaceLanguage } from '@club/shared/constants';
import { formatOutingDate, mailLanguage } from '../../platform/language.ts';
import type { Mail } from '../../platform/mailer.ts';
import { escapeHtml } from '../../platform/text/html.ts';
import type { CheckedPaper } from './sign-up-papers.ts';

/** The mails about papers the reminders send, in the reader's language. */

interface Texts {
  greeting: string;
  papers: Record<CheckedPaper, string>;
  /** A paper's last day; `{date}`. */
  validUntil: string;
  missing: string;
  expiring: { subject: string; intro: string };
  outing: { subject: string; intro: string };
  /** Where the member brings their papers up to date. */
  fix: string;
  digest: { subject: string; intro: string; line: string };
  /** Where the managers see the club's table. */
  table: string;
}

/** `{club}`, `{name}`, `{paper}`, `{date}`, `{days}`, `{title}`, `{count}`, `{member}` are replaced. */
const TEXTS: Record<InterfaceLanguage, Texts> = {
  fr: {
    greeting: 'Bonjour {name},',
    papers: { medical_certificate: 'certificat médical', licence: 'licence', membership: 'adhésion au club' },
    validUntil: 'valable jusqu’au {date}',
    missing: 'manquant',
    expiring: {
      subject: 'Votre {paper} expire le {date} – {club}',
      intro: 'Votre {paper} est valable jusqu’au {date} : encore {days} jour(s). Pensez à le renouveler.',
    },
    outing: {
      subject: 'Vos papiers ne couvrent pas la sortie « {title} » – {club}',
      intro: 'Vous êtes inscrit(e) à la sortie « {title} » du {date}, mais ces papiers ne la couvrent pas :',
    },
    fix: 'Mettez à jour « Mes papiers » :',
    digest: {
      subject: 'Papiers qui expirent dans les 30 jours : {count} – {club}',
      intro: 'Papiers des membres qui expirent dans les 30 prochains jours :',
      line: '{member} : {paper}, valable jusqu’au {date}',
    },
    table: 'Le tableau des papiers du club :',
  },
  en: {
    greeting: 'Hello {name},',
    papers: { medical_certificate: 'medical certificate', licence: 'licence', membership: 'club membership' },
    validUntil: 'valid until {date}',
    missing: 'missing',
    expiring: {
      subject: 'Your {paper} expires on {date} – {club}',
      intro: 'Your {paper} is valid until {date}: {days} day(s) left. Remember to renew it.',
    },
    outing: {
      subject: 'Your papers do not cover the outing “{title}” – {club}',
      intro: 'You are signed up for the outing “{title}” on {date}, but these papers do not cover it:',
    },
    fix: 'Bring “My papers” up to date:',
    digest: {
      subject: 'Papers expiring within 30 days: {count} – {club}',
      intro: 'Members’ papers expiring in the next 30 days:',
      line: '{member}: {paper}, valid until {date}',
    },
    table: 'The club’s table of papers:',
  },
  de: {
    greeting: 'Hallo {name},',
    papers: {
      medical_certificate: 'ärztliches Attest',
      licence: 'Lizenz',
      membership: 'Vereinsmitgliedschaft',
    },
    validUntil: 'gültig bis {date}',
    missing: 'fehlt',
    expiring: {
      subject: 'Ihr(e) {paper} läuft am {date} ab – {club}',
      intro: 'Ihr(e) {paper} ist bis {date} gültig: noch {days} Tag(e). Denken Sie an die Erneuerung.',
    },
    outing: {
      subject: 'Ihre Unterlagen decken die Ausfahrt „{title}“ nicht ab – {club}',
      intro:
        'Sie sind für die Ausfahrt „{title}“ am {date} angemeldet, aber diese Unterlagen decken sie nicht ab:',
    },
    fix: 'Aktualisieren Sie „Meine Unterlagen“:',
    digest: {
      subject: 'Unterlagen, die in 30 Tagen ablaufen: {count} – {club}',
      intro: 'Unterlagen der Mitglieder, die in den nächsten 30 Tagen ablaufen:',
      line: '{member}: {paper}, gültig bis {date}',
    },
    table: 'Die Unterlagen-Tabelle des Vereins:',
  },
  es: {
    greeting: 'Hola, {name}:',
    papers: { medical_certificate: 'certificado médico', licence: 'licencia', membership: 'cuota del club' },
    validUntil: 'válido hasta el {date}',
    missing: 'falta',
    expiring: {
      subject: 'Su {paper} caduca el {date} – {club}',
      intro: 'Su {paper} es válido hasta el {date}: quedan {days} día(s). No olvide renovarlo.',
    },
    outing: {
      subject: 'Sus documentos no cubren la salida «{title}» – {club}',
      intro: 'Está inscrito/a en la salida «{title}» del {date}, pero estos documentos no la cubren:',
    },
    fix: 'Actualice «Mis documentos»:',
    digest: {
      subject: 'Documentos que caducan en 30 días: {count} – {club}',
      intro: 'Documentos de los miembros que caducan en los próximos 30 días:',
      line: '{member}: {paper}, válido hasta el {date}',
    },
    table: 'La tabla de documentos del club:',
  },
  it: {
    greeting: 'Ciao {name},',
    papers: {
      medical_certificate: 'certificato medico',
      licence: 'licenza',
      membership: 'iscrizione al club',
    },
    validUntil: 'valido fino al {date}',
    missing: 'mancante',
    expiring: {
      subject: 'Il tuo {paper} scade il {date} – {club}',
      intro: 'Il tuo {paper} è valido fino al {date}: restano {days} giorno/i. Ricordati di rinnovarlo.',
    },
    outing: {
      subject: 'I tuoi documenti non coprono l’uscita «{title}» – {club}',
      intro: 'Sei iscritto/a all’uscita «{title}» del {date}, ma questi documenti non la coprono:',
    },
    fix: 'Aggiorna «I miei documenti»:',
    digest: {
      subject: 'Documenti in scadenza entro 30 giorni: {count} – {club}',
      intro: 'Documenti dei membri in scadenza nei prossimi 30 giorni:',
      line: '{member}: {paper}, valido fino al {date}',
    },
    table: 'La tabella dei documenti del club:',
  },
};

/** One line, so a title or a name can never add a header or break the layout. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A calendar day (`YYYY-MM-DD`) written the reader's way. */
function formatDay(day: string, language: InterfaceLanguage): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

type Values = Record<string, string>;

const fill = (template: string, values: Values) =>
  // A replacer function, so a `$&` in a name is not read as a replacement pattern.
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A mail of a greeting, an intro, lines, and a link after its label; text and HTML alike. */
function buildMail(
  to: string,
  parts: {
    subject: string;
    greeting: string;
    intro: string;
    lines: string[];
    linkLabel: string;
    link: string;
    club: string;
  },
): Mail {
  const text = [
    parts.greeting,
    '',
    parts.intro,
    ...parts.lines.map((line) => `- ${line}`),
    '',
    parts.linkLabel,
    parts.link,
    '',
    `— ${parts.club}`,
    '',
  ].join('\n');
  const list = parts.lines.length
    ? `<ul>${parts.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  const link = escapeHtml(parts.link);
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p>${escapeHtml(parts.intro)}</p>${list}`,
    `<p>${escapeHtml(parts.linkLabel)}<br><a href="${link}">${link}</a></p>`,
    `<p>— ${escapeHtml(parts.club)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: parts.subject, text, html, links: [parts.link] };
}

interface Reader {
  to: string;
  languageKey: string;
  firstname: string;
  clubName: string;
}

/** A paper of the member, its last valid day or null when missing. */
export interface PaperLine {
  kind: CheckedPaper;
  validUntil: string | null;
}

function common(reader: Reader) {
  const language = mailLanguage(reader.languageKey);
  const texts = TEXTS[language];
  const club = oneLine(reader.clubName);
  return { language, texts, club, greeting: fill(texts.greeting, { name: oneLine(reader.firstname) }) };
}

/** To the member: a paper expires in `daysLeft` days. */
export function paperExpiringMail(
  reader: Reader,
  paper: PaperLine & { daysLeft: number },
  link: string,
): Mail {
  const { language, texts, club, greeting } = common(reader);
  const values = {
    club,
    paper: texts.papers[paper.kind],
    date: paper.validUntil === null ? '' : formatDay(paper.validUntil, language),
    days: String(paper.daysLeft),
  };
  return buildMail(reader.to, {
    subject: fill(texts.expiring.subject, values),
    greeting,
    intro: fill(texts.expiring.intro, values),
    lines: [],
    linkLabel: texts.fix,
    link,
    club,
  });
}

/** To the member: signed up for an outing their papers will not cover. */
export function outingPapersMail(
  reader: Reader & { timeZone: string },
  outing: { title: string; startsAt: Date },
  papers: readonly PaperLine[],
  link: string,
): Mail {
  const { language, texts, club, greeting } = common(reader);
  const values = {
    club,
    title: oneLine(outing.title),
    date: formatOutingDate(outing.startsAt, language, reader.timeZone),
  };
  const lines = papers.map(
    (paper) =>
      `${texts.papers[paper.kind]} : ${
        paper.validUntil === null
          ? texts.missing
          : fill(texts.validUntil, { date: formatDay(paper.validUntil, language) })
      }`,
  );
  return buildMail(reader.to, {
    subject: fill(texts.outing.subject, values),
    greeting,
    intro: fill(texts.outing.intro, values),
    lines: lines.map((line) => (language === 'fr' ? line : line.replace(' : ', ': '))),
    linkLabel: texts.fix,
    link,
    club,
  });
}

/** To a manager: the members' papers expiring within 30 days. */
export function managerDigestMail(
  reader: Reader,
  items: readonly (PaperLine & { member: string; validUntil: string })[],
  link: string,
): Mail {
  const { language, texts, club, greeting } = common(reader);
  const lines = items.map((item) =>
    fill(texts.digest.line, {
      member: oneLine(item.member),
      paper: texts.papers[item.kind],
      date: formatDay(item.validUntil, language),
    }),
  );
  return buildMail(reader.to, {
    subject: fill(texts.digest.subject, { club, count: String(items.length) }),
    greeting,
    intro: texts.digest.intro,
    lines,
    linkLabel: texts.table,
    link,
    club,
  });
}
