import { INTERFACE_LANGUAGES } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';
import { lockoutMail, pauseText } from './lockout-mail.ts';

const input = {
  to: 'diver@example.org',
  languageKey: 'en',
  clubName: 'Club <b>"Bubbles"</b> & Co',
  firstname: '<img src=x onerror=alert(1)>',
  siteLink: 'http://demo.localhost:3000/',
  msLeft: 15 * 60 * 1000,
};

describe('the mail about a paused sign-in', () => {
  it('escapes everything user-written in the HTML body and keeps names on one line', () => {
    const mail = lockoutMail({ ...input, clubName: 'Deep\r\nBcc: x@evil.example $&' });
    expect(mail.subject).toBe('Sign-in paused after several failed attempts – Deep Bcc: x@evil.example $&');
    const html = lockoutMail(input).html;
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="http://demo.localhost:3000/"');
    expect(mail.links).toEqual([input.siteLink]);
  });

  it('is written in every interface language, naming the pause in it, and falls back to French', () => {
    const intros = INTERFACE_LANGUAGES.map((languageKey) => lockoutMail({ ...input, languageKey }).text);
    expect(new Set(intros).size).toBe(INTERFACE_LANGUAGES.length);
    for (const [index, languageKey] of INTERFACE_LANGUAGES.entries()) {
      expect(intros[index]).toContain(pauseText(languageKey, input.msLeft));
    }
    expect(lockoutMail({ ...input, languageKey: 'xx' }).text).toContain('suspendue pendant 15 minutes');
  });

  it('greets nobody when given no name, in every interface language', () => {
    const greetings = INTERFACE_LANGUAGES.map(
      (languageKey) => lockoutMail({ ...input, languageKey, firstname: null }).text.split('\n')[0],
    );
    expect(greetings).toEqual(['Bonjour,', 'Hello,', 'Guten Tag,', 'Hola:', 'Buongiorno,']);
    expect(lockoutMail({ ...input, firstname: null }).html).not.toContain('img');
  });

  it('rounds the pause up to whole minutes, or seconds under a minute', () => {
    expect(pauseText('en', 14 * 60 * 1000 + 1)).toBe('15 minutes');
    expect(pauseText('de', 60 * 1000)).toBe('1 Minute');
    expect(pauseText('it', 40 * 1000)).toBe('40 secondi');
    expect(pauseText('es', 0)).toBe('1 segundo');
  });
});
