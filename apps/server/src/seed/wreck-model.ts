/**
 * The 3D model of the demo's wreck (Épave du Donator): a cargo ship resting on the sand, built from
 * a few solids (hull with a pointed bow, deck, hatches, bridge, funnel, a leaning mast, rudder and
 * propeller, rocks around) and written at seed time as a glTF 2.0 binary (.glb) of a few kilobytes,
 * which the spot's 3D model viewer (@google/model-viewer) opens.
 */

type Vec3 = [number, number, number];

/** A convex solid: its corners and its faces (corner indices, counter-clockwise seen from outside). */
interface Solid {
  vertices: Vec3[];
  faces: number[][];
}

interface Part {
  solid: Solid;
  color: string;
  /** Degrees about X, then Y, then Z, applied before the move. */
  rotate?: Vec3;
  move?: Vec3;
}

/** A box of the given size centred on the origin. */
function box(width: number, height: number, depth: number): Solid {
  const [x, y, z] = [width / 2, height / 2, depth / 2];
  return {
    vertices: [
      [-x, -y, -z],
      [x, -y, -z],
      [x, y, -z],
      [-x, y, -z],
      [-x, -y, z],
      [x, -y, z],
      [x, y, z],
      [-x, y, z],
    ],
    faces: [
      [0, 3, 2, 1],
      [4, 5, 6, 7],
      [0, 1, 5, 4],
      [3, 7, 6, 2],
      [0, 4, 7, 3],
      [1, 2, 6, 5],
    ],
  };
}

/**
 * A hull along X: a flat-bottomed box from the stern (x = -length/2) whose sides close to a point at
 * the bow (x = +length/2), its bottom narrower than its deck.
 */
function hull(length: number, height: number, beam: number, bowLength: number): Solid {
  const stern = -length / 2;
  const shoulder = length / 2 - bowLength;
  const bow = length / 2;
  const top = beam / 2;
  const bottom = beam / 3;
  return {
    vertices: [
      [stern, 0, -bottom], // 0 stern bottom, port
      [stern, 0, bottom], // 1 stern bottom, starboard
      [stern, height, -top], // 2 stern deck, port
      [stern, height, top], // 3 stern deck, starboard
      [shoulder, 0, -bottom], // 4
      [shoulder, 0, bottom], // 5
      [shoulder, height, -top], // 6
      [shoulder, height, top], // 7
      [bow - bowLength * 0.3, 0, 0], // 8 bow, keel
      [bow, height, 0], // 9 bow, deck
    ],
    faces: [
      [0, 1, 3, 2], // stern
      [0, 4, 5, 1], // bottom
      [2, 3, 7, 6], // deck
      [1, 5, 7, 3], // starboard side
      [0, 2, 6, 4], // port side
      [5, 8, 9, 7], // bow, starboard
      [4, 6, 9, 8], // bow, port
      [6, 7, 9], // foredeck
      [4, 8, 5], // bow bottom
    ],
  };
}

/** A prism of `sides` faces along Y (a funnel, a propeller hub). */
function prism(radius: number, height: number, sides: number): Solid {
  const vertices: Vec3[] = [];
  for (let index = 0; index < sides; index += 1) {
    const angle = (index / sides) * Math.PI * 2;
    vertices.push([Math.cos(angle) * radius, 0, Math.sin(angle) * radius]);
    vertices.push([Math.cos(angle) * radius, height, Math.sin(angle) * radius]);
  }
  const faces: number[][] = [];
  for (let index = 0; index < sides; index += 1) {
    const next = (index + 1) % sides;
    faces.push([index * 2, index * 2 + 1, next * 2 + 1, next * 2]);
  }
  faces.push(Array.from({ length: sides }, (_, index) => index * 2));
  faces.push(Array.from({ length: sides }, (_, index) => (sides - 1 - index) * 2 + 1));
  return { vertices, faces };
}

function rotate(point: Vec3, [ax, ay, az]: Vec3): Vec3 {
  const rad = Math.PI / 180;
  let [x, y, z] = point;
  if (ax)
    [y, z] = [
      y * Math.cos(ax * rad) - z * Math.sin(ax * rad),
      y * Math.sin(ax * rad) + z * Math.cos(ax * rad),
    ];
  if (ay)
    [x, z] = [
      x * Math.cos(ay * rad) + z * Math.sin(ay * rad),
      -x * Math.sin(ay * rad) + z * Math.cos(ay * rad),
    ];
  if (az)
    [x, y] = [
      x * Math.cos(az * rad) - y * Math.sin(az * rad),
      x * Math.sin(az * rad) + y * Math.cos(az * rad),
    ];
  return [x, y, z];
}

const subtract = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(...v) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

/** The wreck, in metres (Y up): 78 m of cargo ship listing on the sand, and the seabed around it. */
const WRECK: Part[] = [
  { solid: box(96, 1, 40), color: '#c9b98a', move: [0, -0.5, 0] },
  { solid: hull(78, 9, 12, 14), color: '#5a4a3a', rotate: [-8, 0, 1.5], move: [0, 0, 0] },
  { solid: box(60, 0.6, 10.6), color: '#7a6248', rotate: [-8, 0, 1.5], move: [-4, 9.1, 1.3] },
  { solid: box(8, 1.4, 6), color: '#2e2a26', rotate: [-8, 0, 1.5], move: [18, 9.9, 1.4] },
  { solid: box(8, 1.4, 6), color: '#2e2a26', rotate: [-8, 0, 1.5], move: [5, 9.7, 1.4] },
  { solid: box(12, 7, 9), color: '#8a7e6a', rotate: [-8, 0, 1.5], move: [-20, 12.6, 1.8] },
  { solid: box(13, 0.6, 10), color: '#6b5f4e', rotate: [-8, 0, 1.5], move: [-20, 16.3, 2.3] },
  { solid: prism(1.8, 6, 10), color: '#2b2b2b', rotate: [-8, 0, 8], move: [-29, 16, 2] },
  { solid: box(0.7, 16, 0.7), color: '#4a4038', rotate: [-8, 0, -28], move: [27, 17, 1] },
  { solid: box(0.5, 0.5, 9), color: '#4a4038', rotate: [-8, 0, -28], move: [24.5, 21, 1] },
  { solid: box(3, 7, 0.6), color: '#3d3128', move: [-40, 3.5, 0] },
  { solid: prism(0.8, 1.6, 8), color: '#b08d57', rotate: [0, 0, 90], move: [-37.6, 3.2, 0] },
  { solid: box(0.4, 5, 1.6), color: '#b08d57', rotate: [0, 0, 0], move: [-38.6, 3.2, 0] },
  { solid: box(0.4, 1.6, 5), color: '#b08d57', rotate: [0, 0, 0], move: [-38.6, 3.2, 0] },
  { solid: box(9, 5, 7), color: '#6e6a5c', rotate: [10, 25, 8], move: [32, 1.5, -17] },
  { solid: box(6, 4, 5), color: '#77705e', rotate: [-12, 40, -6], move: [-30, 1.2, 16] },
  { solid: box(4, 3, 4), color: '#a34a3a', rotate: [0, 15, 0], move: [10, 1, -14] },
];

/** sRGB `#rrggbb` to the linear colour glTF materials take. */
function linearColor(hex: string): [number, number, number, number] {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return Number((value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4).toFixed(4));
  };
  return [channel(1), channel(3), channel(5), 1];
}

const pad4 = (length: number) => (4 - (length % 4)) % 4;

/** Builds the .glb: one mesh, one primitive per colour, flat-shaded (each face its own normals). */
export function wreckModelGlb(parts: readonly Part[] = WRECK): Buffer {
  const byColor = new Map<string, { positions: number[]; normals: number[]; indices: number[] }>();
  for (const part of parts) {
    const group = byColor.get(part.color) ?? { positions: [], normals: [], indices: [] };
    byColor.set(part.color, group);
    const corners = part.solid.vertices.map((vertex) => {
      const turned = part.rotate ? rotate(vertex, part.rotate) : vertex;
      const move = part.move ?? [0, 0, 0];
      return [turned[0] + move[0], turned[1] + move[1], turned[2] + move[2]] as Vec3;
    });
    const centre = corners
      .reduce(
        (sum, corner) => [sum[0] + corner[0], sum[1] + corner[1], sum[2] + corner[2]] as Vec3,
        [0, 0, 0],
      )
      .map((value) => value / corners.length) as Vec3;
    for (const face of part.solid.faces) {
      let points = face.map((index) => corners[index] as Vec3);
      const [a, b, c] = points as [Vec3, Vec3, Vec3];
      let normal = normalize(cross(subtract(b, a), subtract(c, a)));
      // Faces wind counter-clockwise seen from outside (glTF's front faces): turn any that does not.
      const faceCentre = points
        .reduce((sum, point) => [sum[0] + point[0], sum[1] + point[1], sum[2] + point[2]] as Vec3, [0, 0, 0])
        .map((value) => value / points.length) as Vec3;
      const outward = subtract(faceCentre, centre);
      if (normal[0] * outward[0] + normal[1] * outward[1] + normal[2] * outward[2] < 0) {
        points = points.reverse();
        normal = [-normal[0], -normal[1], -normal[2]];
      }
      const first = group.positions.length / 3;
      for (const point of points) {
        group.positions.push(...point);
        group.normals.push(...normal);
      }
      for (let index = 1; index < points.length - 1; index += 1)
        group.indices.push(first, first + index, first + index + 1);
    }
  }

  const chunks: Buffer[] = [];
  let offset = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const addView = (data: Buffer, target: number) => {
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: data.length, target });
    chunks.push(data, Buffer.alloc(pad4(data.length)));
    offset += data.length + pad4(data.length);
    return bufferViews.length - 1;
  };
  const materials: object[] = [];
  const primitives: object[] = [];
  for (const [color, group] of byColor) {
    const positions = Buffer.from(new Float32Array(group.positions).buffer);
    const normals = Buffer.from(new Float32Array(group.normals).buffer);
    const indices = Buffer.from(new Uint16Array(group.indices).buffer);
    const min: Vec3 = [Infinity, Infinity, Infinity];
    const max: Vec3 = [-Infinity, -Infinity, -Infinity];
    for (let index = 0; index < group.positions.length; index += 3) {
      for (let axis = 0; axis < 3; axis += 1) {
        const value = Math.fround(group.positions[index + axis] as number);
        min[axis] = Math.min(min[axis] as number, value);
        max[axis] = Math.max(max[axis] as number, value);
      }
    }
    const count = group.positions.length / 3;
    accessors.push({
      bufferView: addView(positions, 34962),
      componentType: 5126,
      count,
      type: 'VEC3',
      min,
      max,
    });
    const position = accessors.length - 1;
    accessors.push({ bufferView: addView(normals, 34962), componentType: 5126, count, type: 'VEC3' });
    const normal = accessors.length - 1;
    accessors.push({
      bufferView: addView(indices, 34963),
      componentType: 5123,
      count: group.indices.length,
      type: 'SCALAR',
    });
    materials.push({
      name: color,
      pbrMetallicRoughness: {
        baseColorFactor: linearColor(color),
        metallicFactor: 0.1,
        roughnessFactor: 0.85,
      },
    });
    primitives.push({
      attributes: { POSITION: position, NORMAL: normal },
      indices: accessors.length - 1,
      material: materials.length - 1,
    });
  }
  const binary = Buffer.concat(chunks);
  const json = Buffer.from(
    JSON.stringify({
      asset: { version: '2.0', generator: 'club-platform demo seed' },
      scene: 0,
      scenes: [{ name: 'Épave du Donator', nodes: [0] }],
      // Metres to a size a viewer frames well; the scene is centred on the wreck.
      nodes: [{ name: 'Donator', mesh: 0, scale: [0.05, 0.05, 0.05] }],
      meshes: [{ name: 'Donator', primitives }],
      materials,
      accessors,
      bufferViews,
      buffers: [{ byteLength: binary.length }],
    }),
    'utf8',
  );
  const jsonChunk = Buffer.concat([json, Buffer.alloc(pad4(json.length), 0x20)]);
  const header = Buffer.alloc(12);
  const total = 12 + 8 + jsonChunk.length + 8 + binary.length;
  header.writeUInt32LE(0x46546c67, 0); // "glTF"
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(total, 8);
  const chunkHeader = (length: number, type: number) => {
    const chunk = Buffer.alloc(8);
    chunk.writeUInt32LE(length, 0);
    chunk.writeUInt32LE(type, 4);
    return chunk;
  };
  return Buffer.concat([
    header,
    chunkHeader(jsonChunk.length, 0x4e4f534a), // "JSON"
    jsonChunk,
    chunkHeader(binary.length, 0x004e4942), // "BIN\0"
    binary,
  ]);
}
