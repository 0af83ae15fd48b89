import type { InterfaceLanguage } from '@club/shared/constants';
import { formatOutingDate, mailLanguage } from '../../platform/language.ts';
import type { Mail } from '../../platform/mailer.ts';
import { escapeHtml } from '../../platform/text/html.ts';

/** The mails about an outing sent by the job queue. */
export type OutingMailKind = 'seat_granted' | 'reminder';

interface MailText {
  subject: string;
  /** What happened, naming the outing and its date. */
  intro: string;
}

interface Texts extends Record<OutingMailKind, MailText> {
  greeting: string;
  /** Shown when the outing has a meeting point. */
  meetingPoint: string;
  /** Before the link to the outing's page. */
  details: string;
  /** What a member who cannot come should do. */
  cancel: string;
}

/** `{club}`, `{name}`, `{title}`, `{date}` and `{place}` are replaced by the mail's values. */
const TEXTS: Record<InterfaceLanguage, Texts> = {
  fr: {
    greeting: 'Bonjour {name},',
    seat_granted: {
      subject: 'Une place est à vous : {title} – {club}',
      intro:
        'Une place s’est libérée pour la sortie « {title} » du {date} : elle est à vous, vous êtes inscrit(e).',
    },
    reminder: {
      subject: 'Rappel : {title}, {date} – {club}',
      intro: 'Petit rappel : vous êtes inscrit(e) à la sortie « {title} », le {date}.',
    },
    meetingPoint: 'Rendez-vous : {place}',
    details: 'Tous les détails de la sortie :',
    cancel:
      'Si vous ne pouvez plus venir, désinscrivez-vous sur cette page pour laisser la place à un autre membre.',
  },
  en: {
    greeting: 'Hello {name},',
    seat_granted: {
      subject: 'A seat is yours: {title} – {club}',
      intro: 'A seat has come free on the outing “{title}” on {date}: it is yours, you are signed up.',
    },
    reminder: {
      subject: 'Reminder: {title}, {date} – {club}',
      intro: 'A reminder: you are signed up for the outing “{title}” on {date}.',
    },
    meetingPoint: 'Meeting point: {place}',
    details: 'Everything about the outing:',
    cancel:
      'If you can no longer come, cancel your sign-up on that page so that another member gets the seat.',
  },
  de: {
    greeting: 'Hallo {name},',
    seat_granted: {
      subject: 'Ein Platz für Sie: {title} – {club}',
      intro:
        'Bei der Ausfahrt „{title}“ am {date} ist ein Platz frei geworden: Er gehört Ihnen, Sie sind angemeldet.',
    },
    reminder: {
      subject: 'Erinnerung: {title}, {date} – {club}',
      intro: 'Zur Erinnerung: Sie sind für die Ausfahrt „{title}“ am {date} angemeldet.',
    },
    meetingPoint: 'Treffpunkt: {place}',
    details: 'Alles zur Ausfahrt:',
    cancel:
      'Wenn Sie nicht kommen können, melden Sie sich auf dieser Seite ab, damit ein anderes Mitglied den Platz bekommt.',
  },
  es: {
    greeting: 'Hola, {name}:',
    seat_granted: {
      subject: 'Tiene una plaza: {title} – {club}',
      intro: 'Se ha liberado una plaza en la salida «{title}» del {date}: es suya, está inscrito/a.',
    },
    reminder: {
      subject: 'Recordatorio: {title}, {date} – {club}',
      intro: 'Le recordamos que está inscrito/a en la salida «{title}» del {date}.',
    },
    meetingPoint: 'Punto de encuentro: {place}',
    details: 'Todos los detalles de la salida:',
    cancel: 'Si ya no puede venir, anule su inscripción en esa página para que otro miembro tenga la plaza.',
  },
  it: {
    greeting: 'Ciao {name},',
    seat_granted: {
      subject: 'Un posto è tuo: {title} – {club}',
      intro: 'Si è liberato un posto per l’uscita «{title}» del {date}: è tuo, sei iscritto/a.',
    },
    reminder: {
      subject: 'Promemoria: {title}, {date} – {club}',
      intro: 'Un promemoria: sei iscritto/a all’uscita «{title}» del {date}.',
    },
    meetingPoint: 'Punto d’incontro: {place}',
    details: 'Tutti i dettagli dell’uscita:',
    cancel:
      'Se non puoi più venire, annulla l’iscrizione su quella pagina, così un altro membro avrà il posto.',
  },
};

/** One line, so a title or a name can never add a header or break the layout. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface OutingMailInput {
  to: string;
  languageKey: string;
  clubName: string;
  firstname: string;
  title: string;
  startsAt: Date;
  meetingPoint: string;
  /** The outing's page on the club's site. */
  link: string;
  timeZone: string;
}

export function outingMail(kind: OutingMailKind, input: OutingMailInput): Mail {
  const language = mailLanguage(input.languageKey);
  const texts = TEXTS[language];
  const values = {
    club: oneLine(input.clubName),
    name: oneLine(input.firstname),
    title: oneLine(input.title),
    place: oneLine(input.meetingPoint),
    date: formatOutingDate(input.startsAt, language, input.timeZone),
  };
  // Replacer functions, so a `$&` in a title is not read as a replacement pattern.
  const fill = (template: string, encode: (value: string) => string) =>
    template.replace(/\{(club|name|title|place|date)\}/g, (_, key: keyof typeof values) =>
      encode(values[key]),
    );
  const plain = (value: string) => value;
  const { subject, intro } = texts[kind];
  const place = values.place ? [fill(texts.meetingPoint, plain)] : [];
  const text = [
    fill(texts.greeting, plain),
    '',
    fill(intro, plain),
    ...place,
    '',
    texts.details,
    input.link,
    '',
    texts.cancel,
    '',
    `— ${values.club}`,
    '',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${fill(texts.greeting, escapeHtml)}</p>`,
    `<p>${fill(intro, escapeHtml)}${values.place ? `<br>${fill(texts.meetingPoint, escapeHtml)}` : ''}</p>`,
    `<p>${escapeHtml(texts.details)}<br><a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(texts.cancel)}</p>`,
    `<p>— ${escapeHtml(values.club)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: fill(subject, plain), text, html, links: [input.link] };
}
