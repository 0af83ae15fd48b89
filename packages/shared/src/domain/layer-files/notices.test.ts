import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../constants.ts';
import { addLinkNotice, type LayerNotice, noticeText } from './notices.ts';

describe('layer file notices', () => {
  it('word each kind in every interface language, singular and plural', () => {
    expect(noticeText({ kind: 'screen_overlay', count: 1 }, 'fr')).toBe(
      '1 image fixée à l’écran (légende, logo) n’est pas affichée.',
    );
    expect(noticeText({ kind: 'model', count: 3 }, 'en')).toBe('3 3D models are not shown.');
    expect(noticeText({ kind: 'image_missing', link: 'files/a.png' }, 'de')).toBe(
      'Bild nicht in der Datei, ausgelassen: files/a.png',
    );
    const kinds: LayerNotice[] = [
      { kind: 'screen_overlay', count: 2 },
      { kind: 'photo_overlay', count: 2 },
      { kind: 'model', count: 2 },
      { kind: 'tour', count: 2 },
      { kind: 'insecure_images', count: 2 },
      { kind: 'without_geometry', count: 2 },
      { kind: 'image_missing', link: 'x.png' },
      { kind: 'not_image', link: 'x.png' },
      { kind: 'image_too_big', link: 'x.png' },
    ];
    for (const language of INTERFACE_LANGUAGES)
      for (const notice of kinds) {
        const text = noticeText(notice, language);
        expect(text).toMatch('count' in notice ? /^2 / : /x\.png$/);
        if (language !== 'en') expect(text).not.toBe(noticeText(notice, 'en'));
      }
  });

  it('keep a link once and cut it to 200 characters', () => {
    const notices: LayerNotice[] = [];
    addLinkNotice(notices, 'image_missing', 'a.png');
    addLinkNotice(notices, 'image_missing', 'a.png');
    addLinkNotice(notices, 'not_image', 'a.png');
    addLinkNotice(notices, 'image_missing', 'x'.repeat(500));
    expect(notices).toEqual([
      { kind: 'image_missing', link: 'a.png' },
      { kind: 'not_image', link: 'a.png' },
      { kind: 'image_missing', link: 'x'.repeat(200) },
    ]);
  });
});
