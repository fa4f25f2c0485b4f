import sharp from 'sharp';

/** What a demo product is packed as: the picture draws that shape. */
export type Packing = 'bottle' | 'jar' | 'box' | 'bag' | 'tube' | 'can';

const SIZE = 480;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The package's outline, centred, in the product's colour. */
const SHAPES: Record<Packing, (colour: string) => string> = {
  bottle: (c) =>
    `<rect x="200" y="70" width="80" height="50" rx="10" fill="#37474f"/><path d="M170 130 h140 q30 20 30 60 v210 q0 20 -20 20 h-160 q-20 0 -20 -20 v-210 q0 -40 30 -60z" fill="${c}"/>`,
  jar: (c) => `<rect x="140" y="90" width="200" height="50" rx="12" fill="#37474f"/><rect x="120" y="140" width="240" height="280" rx="36" fill="${c}"/>`,
  box: (c) =>
    `<path d="M110 150 l130 -60 l130 60 v230 l-130 50 l-130 -50z" fill="${c}"/><path d="M110 150 l130 55 l130 -55 M240 205 v225" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" fill="none"/>`,
  bag: (c) =>
    `<path d="M150 100 h180 l30 60 q20 140 0 260 h-240 q-20 -120 0 -260z" fill="${c}"/><rect x="170" y="90" width="140" height="24" rx="6" fill="#37474f"/>`,
  tube: (c) => `<path d="M170 80 h140 l-20 300 h-100z" fill="${c}"/><rect x="205" y="380" width="70" height="50" rx="8" fill="#37474f"/>`,
  can: (c) =>
    `<ellipse cx="240" cy="120" rx="110" ry="28" fill="#90a4ae"/><rect x="130" y="120" width="220" height="290" fill="${c}"/><ellipse cx="240" cy="410" rx="110" ry="28" fill="${c}"/>`,
};

/**
 * A product's picture, drawn here (never downloaded): its package in its colour with a white label
 * naming it. A PNG the real upload takes like any other.
 */
export function productPicture(label: string, packing: Packing, colour: string): Promise<Buffer> {
  const words = escape(label).split(' ');
  const lines = [words.slice(0, 2).join(' '), words.slice(2, 4).join(' ')].filter(Boolean);
  const text = lines.map((line, index) => `<text x="240" y="${265 + index * 30}" text-anchor="middle">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="#f5f5f0"/>
  ${SHAPES[packing](colour)}
  <rect x="100" y="225" width="280" height="${30 + lines.length * 30}" rx="8" fill="#ffffff" fill-opacity="0.92"/>
  <g font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="bold" fill="#263238">${text}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
