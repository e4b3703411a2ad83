// @ts-check
import { createHash } from 'node:crypto'

/**
 * Hues and a shape chosen from a hash of `seed`, so every id always gets the same picture.
 * @param {string} seed
 */
function paletteOf(seed) {
  const bytes = createHash('sha256').update(seed).digest()
  const hue = (/** @type {number} */ index) => Math.round(((bytes[index] ?? 0) / 255) * 360)
  return { from: hue(0), to: (hue(0) + 40 + ((bytes[1] ?? 0) % 120)) % 360, shape: (bytes[2] ?? 0) % 3 }
}

/** @param {string} text */
const escapeXml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Up to two initials of a name ("Aurora Wallet" → "AW").
 * @param {string} name
 */
export const initialsOf = (name) =>
  name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')

/**
 * A square icon with a gradient, a shape and a short label.
 * @param {string} seed
 * @param {string} label
 * @param {{ round?: boolean }} [options]
 */
export function iconSvg(seed, label, options = {}) {
  const { from, to, shape } = paletteOf(seed)
  const id = `g${createHash('sha256').update(seed).digest('hex').slice(0, 8)}`
  const frame = options.round ? '<circle cx="48" cy="48" r="48"' : '<rect width="96" height="96" rx="22"'
  const marks = [
    '<circle cx="72" cy="24" r="14" fill="#fff" fill-opacity=".18"/>',
    '<path d="M0 70 L96 40 L96 96 L0 96Z" fill="#000" fill-opacity=".12"/>',
    '<rect x="58" y="8" width="30" height="30" rx="8" fill="#fff" fill-opacity=".16"/>',
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from} 70% 55%)"/><stop offset="1" stop-color="hsl(${to} 70% 40%)"/></linearGradient></defs>
${frame} fill="url(#${id})"/>${marks[shape] ?? ''}
<text x="48" y="58" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${label.length > 3 ? 20 : 30}" font-weight="700" fill="#fff">${escapeXml(label)}</text>
</svg>`
}

/**
 * The preview of a collectible of the devnet collection.
 * @param {string} tokenId
 */
export function collectibleSvg(tokenId) {
  const { from, to, shape } = paletteOf(`punk:${tokenId}`)
  const eyes = shape === 0 ? '<rect x="34" y="40" width="10" height="6"/><rect x="54" y="40" width="10" height="6"/>' : '<circle cx="39" cy="43" r="5"/><circle cx="59" cy="43" r="5"/>'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 96 96" role="img" aria-label="Devnet Punks #${escapeXml(tokenId)}">
<rect width="96" height="96" fill="hsl(${to} 45% 85%)"/>
<rect x="26" y="22" width="44" height="54" rx="10" fill="hsl(${from} 55% 60%)"/>
<g fill="#1b1b1b">${eyes}<rect x="40" y="60" width="18" height="4" rx="2"/></g>
<text x="48" y="91" text-anchor="middle" font-family="system-ui,sans-serif" font-size="9" fill="#1b1b1b">#${escapeXml(tokenId)}</text>
</svg>`
}
