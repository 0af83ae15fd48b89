/** Whether editor HTML shows nothing: no words and no picture (the server's isBlankRichText, in the browser). */
export function isBlankHtml(html: string): boolean {
  if (html.trim() === '') return true;
  const document = new DOMParser().parseFromString(html, 'text/html');
  if (document.body.querySelector('img')) return false;
  return (document.body.textContent ?? '').replace(/\s|\u00a0/g, '') === '';
}
