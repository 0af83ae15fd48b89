import { DEFAULT_STYLE, type Shape, type ShapeStyle } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { saveLayer, storeShapePicture } from '../modules/layers/service.ts';
import type { Database } from '../platform/data/db.ts';
import type { FileStore } from '../platform/files/storage.ts';
import type { ClubScope } from '../platform/http/club-scope.ts';

/**
 * The demo's map layers, written as the layer editor writes them (the shared KML writer) and saved
 * through the layers service, as the editor and the KML import save them:
 * - Épave du Donator: the wreck's plan, with typed markers (one with a picture), the safety-stop
 *   circle, the no-anchoring zone, the advised route, the ascent area and the site plan laid over
 *   the map (a ground overlay);
 * - Sentier sous-marin de la Palud: the six buoys of the trail, its route and its zones;
 * - Pointe du Vaisseau: an uploaded layer, exported from Google Earth (its own styles and folders).
 * La Gabinière and Cap des Mèdes keep no layer: browser tests and the KML benchmark add theirs there.
 */

const style = (color: string, fillOpacity = 0.25, strokeWeight = 3): ShapeStyle => ({
  ...DEFAULT_STYLE,
  strokeColor: color,
  fillColor: color,
  fillOpacity,
  strokeWeight,
});

const marker = (
  title: string,
  description: string,
  markerType: NonNullable<Extract<Shape, { type: 'marker' }>['markerType']>,
  lat: number,
  lng: number,
  image: string | null = null,
): Shape => ({
  type: 'marker',
  title,
  description,
  markerType,
  position: { lat, lng },
  image,
  iconHref: null,
});

/** The box of the Donator's site plan on the map: about 163 m by 111 m around the wreck. */
export const DONATOR_PLAN_BOUNDS = { north: 42.9835, south: 42.9825, east: 6.248, west: 6.246 };

function donatorShapes(pictures: { wreck: string; plan: string }): Shape[] {
  return [
    {
      type: 'image',
      title: 'Plan du site',
      description: '<p>Courbes de niveau, épave, bouée et parcours conseillé.</p>',
      image: pictures.plan,
      bounds: DONATOR_PLAN_BOUNDS,
      rotation: 0,
    },
    marker(
      'Épave du Donator',
      '<p>Cargo de 78 m coulé en 1945. Pont vers 40 m, sable à 51 m.</p>',
      'wreck',
      42.983,
      6.247,
      pictures.wreck,
    ),
    marker(
      'Bouée d’amarrage',
      '<p>Bouée du club : descente et remontée le long du bout.</p>',
      'anchor',
      42.9833,
      6.24747,
    ),
    marker('Hélice', '<p>Hélice et safran posés sur le sable, 51 m.</p>', 'depth', 42.9828, 6.24649),
    marker(
      'Gorgones du bastingage',
      '<p>Gorgones rouges et anthias sur la lisse tribord.</p>',
      'gorgonian',
      42.98301,
      6.24718,
    ),
    marker(
      'Courant fréquent',
      '<p>Le courant d’est forcit souvent en fin de matinée : restez sous le vent de la coque.</p>',
      'current',
      42.98326,
      6.2465,
    ),
    marker(
      'Coursives',
      '<p>Coursives étroites et envasées : on ne pénètre pas dans l’épave.</p>',
      'warning',
      42.98294,
      6.24685,
    ),
    {
      type: 'circle',
      title: 'Zone de palier',
      description: '<p>Palier de sécurité autour du bout, 5 m pendant 3 minutes.</p>',
      center: { lat: 42.9833, lng: 6.24747 },
      radius: 12,
      style: style('#1c7ed6', 0.2),
    },
    {
      type: 'polygon',
      title: 'Zone de non-mouillage',
      description: '<p>Aucune ancre sur l’épave : amarrage sur la bouée uniquement.</p>',
      rings: [
        [
          { lat: 42.983315, lng: 6.247489 },
          { lat: 42.983121, lng: 6.24763 },
          { lat: 42.982674, lng: 6.246482 },
          { lat: 42.982868, lng: 6.246341 },
        ],
      ],
      style: style('#e03131', 0.15),
    },
    {
      type: 'polyline',
      title: 'Parcours conseillé',
      description: '<p>Descente au bout, l’étrave, le pont tribord, l’hélice, retour par bâbord.</p>',
      path: [
        { lat: 42.98327, lng: 6.24743 },
        { lat: 42.9831, lng: 6.24707 },
        { lat: 42.98299, lng: 6.24678 },
        { lat: 42.98282, lng: 6.2465 },
        { lat: 42.98277, lng: 6.24654 },
        { lat: 42.98279, lng: 6.2466 },
        { lat: 42.98293, lng: 6.24702 },
        { lat: 42.98305, lng: 6.2473 },
        { lat: 42.98324, lng: 6.24745 },
      ],
      style: style('#fab005', 0, 4),
    },
    {
      type: 'rectangle',
      title: 'Aire de remontée du bateau',
      description: '<p>Le bateau récupère les palanquées ici, à l’abri de l’épave.</p>',
      bounds: { north: 42.98333, south: 42.98323, east: 6.24783, west: 6.24767 },
      style: style('#2f9e44', 0.2),
    },
  ];
}

/** The six buoys of the La Palud underwater trail, from the beach out to the Rascas islet. */
function paludShapes(): Shape[] {
  const buoys: [
    string,
    string,
    'point' | 'seewed' | 'fish' | 'view_point' | 'starfish' | 'shell',
    number,
    number,
  ][] = [
    ['Bouée 1 : la plage', 'Le départ, sur le sable, à 2 m.', 'point', 43.01255, 6.39855],
    [
      'Bouée 2 : l’herbier',
      'L’herbier de posidonie, poumon de la Méditerranée.',
      'seewed',
      43.01295,
      6.39905,
    ],
    [
      'Bouée 3 : les roches éclairées',
      'Girelles, saupes et sars autour des roches.',
      'fish',
      43.0134,
      6.39955,
    ],
    ['Bouée 4 : la faille', 'Une faille sombre : poulpes et rascasses.', 'view_point', 43.0138, 6.4001],
    ['Bouée 5 : le tombant', 'Le tombant descend à 12 m : étoiles de mer.', 'starfish', 43.01405, 6.4008],
    ['Bouée 6 : la grande nacre', 'La grande nacre, protégée, à 8 m.', 'shell', 43.0136, 6.4014],
  ];
  return [
    ...buoys.map(([title, text, type, lat, lng]) => marker(title, `<p>${text}</p>`, type, lat, lng)),
    {
      type: 'polyline',
      title: 'Parcours du sentier',
      description: '<p>Environ 300 m aller, 45 minutes en palmes.</p>',
      path: buoys.map(([, , , lat, lng]) => ({ lat, lng })),
      style: style('#f08c00', 0, 4),
    },
    {
      type: 'polygon',
      title: 'Zone réservée au sentier',
      description: '<p>Baignade et palmes seulement : aucun bateau de mi-juin à mi-septembre.</p>',
      rings: [
        [
          { lat: 43.0123, lng: 6.3981 },
          { lat: 43.0143, lng: 6.3992 },
          { lat: 43.01445, lng: 6.4017 },
          { lat: 43.0133, lng: 6.4021 },
          { lat: 43.0121, lng: 6.3995 },
        ],
      ],
      style: style('#12b886', 0.15),
    },
    {
      type: 'circle',
      title: 'Observation des posidonies',
      description: '<p>Restez en surface au-dessus de l’herbier : ne pas arracher les feuilles.</p>',
      center: { lat: 43.01295, lng: 6.39905 },
      radius: 25,
      style: style('#2f9e44', 0.2),
    },
  ];
}

/** A layer exported from Google Earth, as a member would import it: shared styles, a folder, styleUrl. */
const VAISSEAU_GOOGLE_EARTH_KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
<Document>
  <name>Mouillages du Parc.kml</name>
  <Style id="buoy"><IconStyle><scale>1.1</scale><Icon><href>https://maps.google.com/mapfiles/kml/paddle/ylw-circle.png</href></Icon></IconStyle></Style>
  <Style id="limit"><LineStyle><color>ff0000ff</color><width>3</width></LineStyle><PolyStyle><color>330000ff</color></PolyStyle></Style>
  <Style id="approach"><LineStyle><color>ff00aaff</color><width>4</width></LineStyle></Style>
  <Folder>
    <name>Bouées</name>
    <Placemark><name>Bouée clubs - Pointe du Vaisseau</name><description>Bouée réservée aux clubs, 18 m.</description><styleUrl>#buoy</styleUrl><Point><coordinates>6.41845,42.99875,0</coordinates></Point></Placemark>
    <Placemark><name>Bouée plaisance - Port-Man</name><description>Mouillage organisé du Parc.</description><styleUrl>#buoy</styleUrl><Point><coordinates>6.4205,43.0035,0</coordinates></Point></Placemark>
  </Folder>
  <Folder>
    <name>Réglementation</name>
    <Placemark><name>Cœur marin du Parc national</name><description>Pêche interdite, plongée sur bouée uniquement.</description><styleUrl>#limit</styleUrl>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>6.4135,42.9955,0 6.4235,42.9965,0 6.4245,43.0015,0 6.4165,43.0025,0 6.4135,42.9955,0</coordinates></LinearRing></outerBoundaryIs></Polygon>
    </Placemark>
    <Placemark><name>Approche au moteur lent</name><description>5 nœuds maximum à moins de 300 m de la côte.</description><styleUrl>#approach</styleUrl>
      <LineString><tessellate>1</tessellate><coordinates>6.4255,43.0045,0 6.4215,43.0005,0 6.4187,42.9989,0</coordinates></LineString>
    </Placemark>
  </Folder>
</Document>
</kml>
`;

/** Saves the demo's layers of the spots named in `spotIds`, as the club's manager. */
export async function seedLayers(
  db: Database,
  store: FileStore,
  scope: ClubScope,
  spotIds: ReadonlyMap<string, number>,
  pictures: { wreckJpeg: Buffer; sitePlanPng: Buffer },
): Promise<void> {
  const donator = spotIds.get('Épave du Donator');
  const palud = spotIds.get('Sentier sous-marin de la Palud');
  const vaisseau = spotIds.get('Pointe du Vaisseau');
  if (donator === undefined || palud === undefined || vaisseau === undefined)
    throw new Error('The demo layers need the Donator, La Palud and Pointe du Vaisseau');

  // The marker's picture and the site plan, sent as the layer editor sends them.
  const upload = (data: Buffer, extension: 'jpeg' | 'png') =>
    storeShapePicture(db, store, scope, {
      Spot_id: donator,
      Picture_data: data.toString('base64'),
      Picture_extension: extension,
    });
  const wreck = await upload(pictures.wreckJpeg, 'jpeg');
  const plan = await upload(pictures.sitePlanPng, 'png');

  const layers: { spotId: number; name: string; uploaded: boolean; data: string }[] = [
    {
      spotId: donator,
      name: "Plan de l'épave",
      uploaded: false,
      data: writeKml({
        name: "Plan de l'épave",
        shapes: donatorShapes({ wreck: wreck.Url, plan: plan.Url }),
      }),
    },
    {
      spotId: palud,
      name: 'Sentier balisé',
      uploaded: false,
      data: writeKml({ name: 'Sentier balisé', shapes: paludShapes() }),
    },
    { spotId: vaisseau, name: 'Mouillages du Parc', uploaded: true, data: VAISSEAU_GOOGLE_EARTH_KML },
  ];
  for (const layer of layers) {
    await saveLayer(db, store, scope, { ...layer, oldName: null });
  }
}
