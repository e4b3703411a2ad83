// The theme variables the building blocks read, by their public names in the @portico/themes contract,
// each with a fallback so a component still renders outside a themed root (a dialog portalled to <body>).
// Written as plain `var()` strings rather than importing `vars`, so the kit's CSS build does not depend on
// the themes package being built first; `tokens.test.ts` checks every name against the contract.

const token = (name: string, fallback: string): string => `var(--portico-${name}, ${fallback})`

export const tokens = {
  surface: token('color-surface-1', '#191a1a'),
  surfaceRaised: token('color-surface-2', '#2a2a2a'),
  text: token('color-text-primary', '#e4e7e7'),
  textSecondary: token('color-text-secondary', '#9a9a9a'),
  onAccent: token('color-on-accent', '#ffffff'),
  accent: token('color-accent', '#3396ff'),
  border: token('color-border', '#3a3a3a'),
  danger: token('color-danger', '#f25a67'),
  overlay: token('color-overlay', 'rgba(0, 0, 0, 0.6)'),
  focusRing: token('color-focus-ring', '#3396ff'),
  qr: token('qr-color', '#000000'),
  qrBackground: token('qr-background', '#ffffff'),
  fontFamily: token('font-family', 'system-ui, sans-serif'),
  fontSizeSm: token('font-size-sm', '12px'),
  fontSizeMd: token('font-size-md', '14px'),
  fontSizeLg: token('font-size-lg', '16px'),
  fontSizeXl: token('font-size-xl', '20px'),
  radiusSm: token('border-radius-sm', '8px'),
  radiusMd: token('border-radius-md', '12px'),
  radiusLg: token('border-radius-lg', '16px'),
  zIndex: token('z-index', '999'),
  modalWidth: token('size-modal-width', '360px'),
  durationShort: token('duration-short', '120ms'),
  durationMedium: token('duration-medium', '150ms'),
} as const
