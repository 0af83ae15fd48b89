import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KML_MAX_DEPTH, KML_MAX_NODES, kmlShapeProblem } from './kml-limits.ts';

const fixture = (name: string) =>
  readFileSync(
    path.resolve(import.meta.dirname, '../../../../../packages/shared/src/domain/kml/fixtures', name),
    'utf8',
  );

/** A layer of `count` nodes in all: the root, its namespace attribute, a folder and its names. */
const layerOfNodes = (count: number) =>
  `<kml xmlns="http://www.opengis.net/kml/2.2"><Folder>${'<name>x</name>'.repeat(count - 3)}</Folder></kml>`;
/** A layer whose deepest element (a name) is `depth` levels down, the root being the first. */
const layerNested = (depth: number) =>
  `<kml>${'<Folder>'.repeat(depth - 2)}<name>deep</name>${'</Folder>'.repeat(depth - 2)}</kml>`;

/** The limit the text breaks, if any (null when it breaks none or is malformed). */
const kmlLimitBreach = (text: string) => {
  const problem = kmlShapeProblem(text);
  return problem !== null && 'beyondLimit' in problem ? problem.beyondLimit : null;
};

describe('kmlShapeProblem', () => {
  it.each(['google-earth-port-cros.kml', 'umap-export.kml'])('lets %s through', (name) => {
    expect(kmlShapeProblem(fixture(name))).toBeNull();
  });

  it(`refuses more than ${KML_MAX_NODES} nodes`, () => {
    expect(kmlLimitBreach(layerOfNodes(KML_MAX_NODES))).toBeNull();
    expect(kmlLimitBreach(layerOfNodes(KML_MAX_NODES + 1))).toBe(
      'more than 500,000 elements, attributes and comments',
    );
  });

  it('counts attributes, comments, CDATA sections and processing instructions as nodes', () => {
    const many = (part: string) => `<kml>${part.repeat(KML_MAX_NODES)}</kml>`;
    for (const part of ['<!---->', '<![CDATA[x]]>', '<?pi x?>'])
      expect(kmlLimitBreach(many(part)), part).toMatch(/^more than/);
    const attributes = Array.from({ length: KML_MAX_NODES }, (_, index) => ` a${index}="1"`).join('');
    expect(kmlLimitBreach(`<kml${attributes}/>`)).toMatch(/^more than/);
  });

  it(`refuses elements nested more than ${KML_MAX_DEPTH} deep; self-closed ones do not nest`, () => {
    expect(kmlLimitBreach(layerNested(KML_MAX_DEPTH))).toBeNull();
    expect(kmlLimitBreach(layerNested(KML_MAX_DEPTH + 1))).toBe('elements nested more than 64 deep');
    expect(kmlLimitBreach(`<kml>${'<Folder/>'.repeat(KML_MAX_DEPTH * 2)}</kml>`)).toBeNull();
  });

  it('reads no tag inside quoted attribute values, comments or CDATA sections', () => {
    const hidden = '<Folder>'.repeat(KML_MAX_DEPTH + 1);
    for (const text of [
      `<kml><name a="${hidden}" b='${hidden}'>x</name></kml>`,
      `<kml><!--${hidden}--></kml>`,
      `<kml><description><![CDATA[${hidden}]]></description></kml>`,
    ])
      expect(kmlShapeProblem(text)).toBeNull();
  });

  it('finds malformed the markup that never closes, where a lenient parser might read on', () => {
    const rest = '<Folder>'.repeat(KML_MAX_DEPTH + 1);
    for (const text of [
      `<kml><name a="x>${rest}</kml>`,
      `<kml><name a='x>${rest}</kml>`,
      '<kml><name a="1" b="2"',
      `<kml><!-- ${rest}</kml>`,
      `<kml><![CDATA[ ${rest}</kml>`,
      `<kml><?pi ${rest}</kml>`,
    ])
      expect(kmlShapeProblem(text), text.slice(0, 20)).toHaveProperty('malformed');
  });
});
