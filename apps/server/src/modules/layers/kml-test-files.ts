/** KML layers for the tests of the worker pool and the upload: big but within the limits. */
export function placemarksKml(count: number): string {
  const placemarks = Array.from(
    { length: count },
    (_, index) =>
      `  <Placemark>\n    <name>Bouée ${index}</name>\n    <description>Mouillage ${index}</description>\n` +
      `    <Point><coordinates>6.${index},42.99,0</coordinates></Point>\n  </Placemark>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>\n${placemarks.join('')}</Document></kml>`;
}
