import type { InterfaceLanguage } from '../../constants.ts';

/**
 * What a layer file holds that the map cannot show, said to the manager after an upload. Readers give
 * notices as data; `noticeText` words them in the person's language.
 */
export type CountedNoticeKind =
  | 'screen_overlay'
  | 'photo_overlay'
  | 'model'
  | 'tour'
  | 'insecure_images'
  | 'without_geometry';

/** Notices about one link of the file, which is named in the text. */
export type LinkNoticeKind = 'image_missing' | 'not_image' | 'image_too_big';

export type LayerNotice = { kind: CountedNoticeKind; count: number } | { kind: LinkNoticeKind; link: string };

type Texts = Record<CountedNoticeKind, (count: number) => string> &
  Record<LinkNoticeKind, (link: string) => string>;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** One text per kind and language; `count` is at least 1, `link` at most 200 characters. */
const TEXTS: Record<InterfaceLanguage, Texts> = {
  fr: {
    screen_overlay: (n) =>
      `${n} ${plural(n, 'image fixée à l’écran (légende, logo) n’est pas affichée', 'images fixées à l’écran (légende, logo) ne sont pas affichées')}.`,
    photo_overlay: (n) =>
      `${n} ${plural(n, 'photo superposée n’est pas affichée', 'photos superposées ne sont pas affichées')}.`,
    model: (n) => `${n} ${plural(n, 'modèle 3D n’est pas affiché', 'modèles 3D ne sont pas affichés')}.`,
    tour: (n) =>
      `${n} ${plural(n, 'visite guidée n’est pas affichée', 'visites guidées ne sont pas affichées')}.`,
    insecure_images: (n) =>
      `${n} ${plural(n, 'image liée en http:// risque de ne pas s’afficher', 'images liées en http:// risquent de ne pas s’afficher')} sur une page sécurisée : importez-les avec le calque (KMZ) ou utilisez des liens https.`,
    without_geometry: (n) =>
      `${n} ${plural(n, 'élément sans géométrie n’a pas de place', 'éléments sans géométrie n’ont pas de place')} sur la carte.`,
    image_missing: (link) => `Image absente du fichier, laissée de côté : ${link}`,
    not_image: (link) => `Ce n’est pas une image (PNG, JPEG, GIF ou WebP), laissé de côté : ${link}`,
    image_too_big: (link) => `Image trop lourde, laissée de côté : ${link}`,
  },
  en: {
    screen_overlay: (n) =>
      `${n} ${plural(n, 'picture fixed on the screen (legend, logo) is', 'pictures fixed on the screen (legend, logo) are')} not shown.`,
    photo_overlay: (n) => `${n} photo ${plural(n, 'overlay is', 'overlays are')} not shown.`,
    model: (n) => `${n} 3D ${plural(n, 'model is', 'models are')} not shown.`,
    tour: (n) => `${n} ${plural(n, 'tour is', 'tours are')} not shown.`,
    insecure_images: (n) =>
      `${n} ${plural(n, 'picture', 'pictures')} linked with http:// may not load on a secure page: upload them with the layer (KMZ) or use https links.`,
    without_geometry: (n) =>
      `${n} ${plural(n, 'feature', 'features')} without a geometry ${plural(n, 'has', 'have')} no place on the map.`,
    image_missing: (link) => `Image not in the file, left out: ${link}`,
    not_image: (link) => `Not an image (PNG, JPEG, GIF or WebP), left out: ${link}`,
    image_too_big: (link) => `Image too large, left out: ${link}`,
  },
  de: {
    screen_overlay: (n) =>
      `${n} ${plural(n, 'am Bildschirm fixiertes Bild (Legende, Logo) wird', 'am Bildschirm fixierte Bilder (Legende, Logo) werden')} nicht angezeigt.`,
    photo_overlay: (n) => `${n} ${plural(n, 'Foto-Overlay wird', 'Foto-Overlays werden')} nicht angezeigt.`,
    model: (n) => `${n} ${plural(n, '3D-Modell wird', '3D-Modelle werden')} nicht angezeigt.`,
    tour: (n) => `${n} ${plural(n, 'Tour wird', 'Touren werden')} nicht angezeigt.`,
    insecure_images: (n) =>
      `${n} mit http:// ${plural(n, 'verlinktes Bild lädt', 'verlinkte Bilder laden')} auf einer sicheren Seite womöglich nicht: mit der Ebene hochladen (KMZ) oder https-Links verwenden.`,
    without_geometry: (n) =>
      `${n} ${plural(n, 'Element ohne Geometrie hat', 'Elemente ohne Geometrie haben')} keinen Platz auf der Karte.`,
    image_missing: (link) => `Bild nicht in der Datei, ausgelassen: ${link}`,
    not_image: (link) => `Kein Bild (PNG, JPEG, GIF oder WebP), ausgelassen: ${link}`,
    image_too_big: (link) => `Bild zu groß, ausgelassen: ${link}`,
  },
  es: {
    screen_overlay: (n) =>
      `${n} ${plural(n, 'imagen fija en la pantalla (leyenda, logotipo) no se muestra', 'imágenes fijas en la pantalla (leyenda, logotipo) no se muestran')}.`,
    photo_overlay: (n) =>
      `${n} ${plural(n, 'foto superpuesta no se muestra', 'fotos superpuestas no se muestran')}.`,
    model: (n) => `${n} ${plural(n, 'modelo 3D no se muestra', 'modelos 3D no se muestran')}.`,
    tour: (n) => `${n} ${plural(n, 'recorrido no se muestra', 'recorridos no se muestran')}.`,
    insecure_images: (n) =>
      `${n} ${plural(n, 'imagen enlazada con http:// puede no cargarse', 'imágenes enlazadas con http:// pueden no cargarse')} en una página segura: súbalas con la capa (KMZ) o use enlaces https.`,
    without_geometry: (n) =>
      `${n} ${plural(n, 'elemento sin geometría no tiene', 'elementos sin geometría no tienen')} lugar en el mapa.`,
    image_missing: (link) => `Imagen ausente del archivo, omitida: ${link}`,
    not_image: (link) => `No es una imagen (PNG, JPEG, GIF o WebP), omitido: ${link}`,
    image_too_big: (link) => `Imagen demasiado grande, omitida: ${link}`,
  },
  it: {
    screen_overlay: (n) =>
      `${n} ${plural(n, 'immagine fissa sullo schermo (legenda, logo) non è mostrata', 'immagini fisse sullo schermo (legenda, logo) non sono mostrate')}.`,
    photo_overlay: (n) =>
      `${n} ${plural(n, 'foto sovrapposta non è mostrata', 'foto sovrapposte non sono mostrate')}.`,
    model: (n) => `${n} ${plural(n, 'modello 3D non è mostrato', 'modelli 3D non sono mostrati')}.`,
    tour: (n) => `${n} ${plural(n, 'tour non è mostrato', 'tour non sono mostrati')}.`,
    insecure_images: (n) =>
      `${n} ${plural(n, 'immagine collegata con http:// potrebbe non caricarsi', 'immagini collegate con http:// potrebbero non caricarsi')} su una pagina sicura: caricatele con il livello (KMZ) o usate link https.`,
    without_geometry: (n) =>
      `${n} ${plural(n, 'elemento senza geometria non ha', 'elementi senza geometria non hanno')} posto sulla mappa.`,
    image_missing: (link) => `Immagine assente dal file, esclusa: ${link}`,
    not_image: (link) => `Non è un'immagine (PNG, JPEG, GIF o WebP), escluso: ${link}`,
    image_too_big: (link) => `Immagine troppo grande, esclusa: ${link}`,
  },
};

/** The notice as a sentence in the language. */
export function noticeText(notice: LayerNotice, language: InterfaceLanguage): string {
  const texts = TEXTS[language];
  return 'count' in notice ? texts[notice.kind](notice.count) : texts[notice.kind](notice.link);
}

/** The notice for a link of the file, its link cut to 200 characters; the same notice is kept once. */
export function addLinkNotice(notices: LayerNotice[], kind: LinkNoticeKind, href: string): void {
  const link = href.slice(0, 200);
  if (!notices.some((notice) => notice.kind === kind && 'link' in notice && notice.link === link))
    notices.push({ kind, link });
}
