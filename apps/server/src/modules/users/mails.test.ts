import { INTERFACE_LANGUAGES } from '@club/shared/constants';
import { describe, expect, it } from 'vitest';
import { mailLanguage } from '../../platform/language.ts';
import { escapeHtml } from '../../platform/text/html.ts';
import { accountMail, greetedName } from './mails.ts';

const input = {
  to: 'diver@example.org',
  languageKey: 'en',
  clubName: 'Club <b>"Bubbles"</b> & Co',
  firstname: '<img src=x onerror=alert(1)>',
  link: 'http://demo.localhost:3000/auth/abc?x=1&y=2',
};

describe('account mails', () => {
  it('escapes everything user-written in the HTML body, and keeps the plain text as written', () => {
    const mail = accountMail('validate_account', input);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Club &lt;b&gt;&quot;Bubbles&quot;&lt;/b&gt; &amp; Co');
    expect(mail.html).toContain('href="http://demo.localhost:3000/auth/abc?x=1&amp;y=2"');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
    expect(mail.text).toContain(input.link);
    expect(mail.subject).toBe('Confirm your account – Club <b>"Bubbles"</b> & Co');
    expect(mail.links).toEqual([input.link]);
    expect(mail.to).toBe('diver@example.org');
  });

  it('greets nobody when given no name, in every interface language, and names the member otherwise', () => {
    for (const kind of ['validate_account', 'reset_password', 'change_email'] as const) {
      const greetings = INTERFACE_LANGUAGES.map((languageKey) => {
        const named = accountMail(kind, { ...input, languageKey, firstname: 'Ana' });
        expect(named.text.split('\n')[0], languageKey).toContain('Ana');
        const neutral = accountMail(kind, { ...input, languageKey, firstname: null });
        expect(neutral.html, languageKey).toContain(`<p>${neutral.text.split('\n')[0]}</p>`);
        return neutral.text.split('\n')[0];
      });
      expect(greetings).toEqual(['Bonjour,', 'Hello,', 'Guten Tag,', 'Hola:', 'Buongiorno,']);
    }
  });

  it('greets by name only at the account’s own, proven address', () => {
    const account = { email: 'ana@example.org', firstname: 'Ana', emailValidatedAt: new Date() };
    expect(greetedName(account, 'ana@example.org')).toBe('Ana');
    expect(greetedName(account, 'new@example.org')).toBeNull();
    expect(greetedName({ ...account, emailValidatedAt: null }, 'ana@example.org')).toBeNull();
  });

  it('keeps names on one line and reads `$&` in a name literally', () => {
    const mail = accountMail('reset_password', {
      ...input,
      clubName: 'Deep\r\nBcc: x@evil.example $&',
      firstname: 'Ana',
    });
    expect(mail.subject).toBe('New password – Deep Bcc: x@evil.example $&');
  });

  it('writes each mail in every interface language, naming the club, and falls back to French', () => {
    for (const kind of ['validate_account', 'reset_password', 'change_email'] as const) {
      const subjects = INTERFACE_LANGUAGES.map(
        (languageKey) => accountMail(kind, { ...input, languageKey, clubName: 'Bubbles' }).subject,
      );
      expect(new Set(subjects).size).toBe(INTERFACE_LANGUAGES.length);
      for (const subject of subjects) expect(subject).toContain('Bubbles');
      const unknown = accountMail(kind, { ...input, languageKey: 'pt', clubName: 'Bubbles' });
      expect(unknown.subject).toBe(subjects[0]);
    }
    expect(mailLanguage('pt')).toBe('fr');
    expect(mailLanguage('it')).toBe('it');
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
