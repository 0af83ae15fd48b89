import sharp from 'sharp';

/**
 * The demo club's logo and the site plan laid over the Donator wreck on the map (a ground overlay),
 * drawn as SVG and rendered by sharp at seed time. No text: a picture must not depend on the fonts a
 * machine happens to have.
 */

/** The club's emblem: an island over the sea and a grouper under it, in the club's colour. */
export function clubLogoSvg(color: string, size = 512): string {
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<defs>
  <clipPath id="inside"><circle cx="256" cy="256" r="212"/></clipPath>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#e3fafc"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3bc9db"/><stop offset="1" stop-color="${color}"/></linearGradient>
</defs>
<circle cx="256" cy="256" r="250" fill="${color}"/>
<circle cx="256" cy="256" r="228" fill="#ffffff"/>
<g clip-path="url(#inside)">
  <rect x="0" y="0" width="512" height="512" fill="url(#sky)"/>
  <circle cx="352" cy="150" r="42" fill="#ffd43b"/>
  <path d="M40,250 C95,205 130,170 178,178 C215,184 232,150 270,146 C318,141 350,196 400,210 C430,219 455,236 480,250 Z" fill="#2f9e44"/>
  <path d="M120,250 C160,222 196,214 230,222 C262,230 290,212 320,222 C350,232 372,244 392,250 Z" fill="#2b8a3e"/>
  <rect x="0" y="248" width="512" height="270" fill="url(#sea)"/>
  <path d="M0,262 q32,-14 64,0 t64,0 t64,0 t64,0 t64,0 t64,0 t64,0 t64,0 V280 H0 Z" fill="#ffffff" opacity="0.55"/>
  <g transform="translate(160,372) scale(196,196)">
    <path d="M0,0.02 C0.02,-0.19 0.22,-0.33 0.48,-0.32 C0.66,-0.31 0.77,-0.21 0.82,-0.12 C0.9,-0.22 1,-0.21 1.01,-0.05 L1.01,0.08 C1,0.22 0.9,0.22 0.82,0.14 C0.74,0.26 0.6,0.31 0.44,0.3 C0.22,0.3 0.05,0.2 0,0.02 Z" fill="#ffffff"/>
    <path d="M0.28,-0.3 L0.31,-0.4 L0.35,-0.32 L0.39,-0.43 L0.43,-0.33 L0.47,-0.43 L0.51,-0.33 L0.56,-0.41 L0.6,-0.31 L0.67,-0.36 L0.74,-0.22 Z" fill="#ffffff"/>
    <circle cx="0.12" cy="-0.07" r="0.035" fill="${color}"/>
  </g>
  <circle cx="118" cy="330" r="9" fill="none" stroke="#ffffff" stroke-width="4"/>
  <circle cx="104" cy="302" r="6" fill="none" stroke="#ffffff" stroke-width="3"/>
  <circle cx="112" cy="280" r="4" fill="none" stroke="#ffffff" stroke-width="3"/>
</g>
<circle cx="${c}" cy="${c}" r="212" fill="none" stroke="${color}" stroke-width="6"/>
</svg>`;
}

/** Size of the site plan picture: its box on the map is about 163 m by 111 m, the same proportions. */
export const SITE_PLAN_SIZE = { width: 1200, height: 820 };

/**
 * The Donator's site plan seen from above, on a transparent background: depth contours, the wreck's
 * outline with its holds, bridge and propeller, the mooring buoy and its line, the advised route, a
 * north arrow and a scale bar. It is laid over the satellite picture, rotated as the wreck lies.
 */
export function donatorSitePlanSvg(): string {
  const { width, height } = SITE_PLAN_SIZE;
  const contour = (scale: number, dashed: boolean, opacity: number) => {
    const rx = 520 * scale;
    const ry = 330 * scale;
    const points: string[] = [];
    for (let index = 0; index < 24; index += 1) {
      const angle = (index / 24) * Math.PI * 2;
      const wobble = 1 + 0.06 * Math.sin(angle * 3 + scale * 5) + 0.04 * Math.cos(angle * 5);
      points.push(
        `${(600 + Math.cos(angle) * rx * wobble).toFixed(1)},${(410 + Math.sin(angle) * ry * wobble).toFixed(1)}`,
      );
    }
    return `<path d="M${points.join(' L')} Z" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="3"${dashed ? ' stroke-dasharray="14 10"' : ''}/>`;
  };
  const holds = [0, 1, 2, 3]
    .map(
      (index) =>
        `<rect x="${-210 + index * 95}" y="-26" width="62" height="52" rx="4" fill="#2b1d14" fill-opacity="0.8" stroke="#ffe8cc" stroke-width="2"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 Z" fill="#ffd43b"/></marker>
</defs>
<ellipse cx="600" cy="410" rx="470" ry="290" fill="#f1e0b0" fill-opacity="0.22"/>
${contour(1.08, true, 0.45)}${contour(0.86, true, 0.6)}${contour(0.62, false, 0.7)}${contour(0.4, false, 0.8)}
<g transform="translate(600,410) rotate(-28)">
  <path d="M-300,-44 L210,-46 C262,-44 300,-18 318,0 C300,18 262,44 210,46 L-300,44 C-322,40 -330,20 -330,0 C-330,-20 -322,-40 -300,-44 Z" fill="#8c4a2c" fill-opacity="0.82" stroke="#ffffff" stroke-width="4"/>
  ${holds}
  <rect x="-292" y="-34" width="70" height="68" rx="6" fill="#c9a27e" stroke="#ffffff" stroke-width="2"/>
  <circle cx="-250" cy="0" r="14" fill="#1e1e1e" stroke="#ffffff" stroke-width="2"/>
  <path d="M-350,-22 L-338,0 L-350,22 M-360,0 L-338,0" stroke="#ffd43b" stroke-width="6" stroke-linecap="round" fill="none"/>
  <path d="M-40,-60 L40,60" stroke="#ffffff" stroke-width="4" stroke-dasharray="8 6"/>
</g>
<path d="M880,165 L818,250" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 8"/>
<circle cx="880" cy="165" r="22" fill="#fd7e14" stroke="#ffffff" stroke-width="5"/>
<path d="M860,190 C760,300 620,330 470,420 C420,450 330,520 300,560 C290,590 330,600 360,580 C460,520 610,470 700,420 C780,370 850,300 868,210"
  fill="none" stroke="#ffd43b" stroke-width="6" stroke-dasharray="18 12" marker-end="url(#arrow)" marker-start="url(#arrow)"/>
<g transform="translate(1110,110)">
  <circle cx="0" cy="0" r="46" fill="#000000" fill-opacity="0.25" stroke="#ffffff" stroke-width="3"/>
  <path d="M0,-38 L14,14 L0,4 Z" fill="#ffffff"/><path d="M0,-38 L-14,14 L0,4 Z" fill="#ffffff" fill-opacity="0.45"/>
</g>
<g transform="translate(60,760)">
  <rect x="0" y="0" width="368" height="14" fill="#ffffff" fill-opacity="0.9"/>
  <rect x="0" y="0" width="92" height="14" fill="#1e1e1e" fill-opacity="0.75"/>
  <rect x="184" y="0" width="92" height="14" fill="#1e1e1e" fill-opacity="0.75"/>
  <path d="M0,-10 V24 M368,-10 V24" stroke="#ffffff" stroke-width="3"/>
</g>
</svg>`;
}

export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}
