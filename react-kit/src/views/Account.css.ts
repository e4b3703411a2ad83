import { keyframes, style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'
import { bottomSheetQuery, reducedMotionQuery } from '../components/styles/media'

export const view = style({ display: 'flex', flexDirection: 'column', gap: '16px' })

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  textAlign: 'center',
})

export const avatar = style({
  inlineSize: '72px',
  blockSize: '72px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: tokens.accent,
  boxShadow: `0 0 0 4px ${tokens.surfaceRaised}`,
})

/** The name or short address and its copy button, centred together. */
export const identity = style({ display: 'flex', alignItems: 'center', gap: '2px', marginBlockStart: '4px' })

export const name = style({ margin: 0, fontSize: tokens.fontSizeLg, fontWeight: 600, color: tokens.text })

export const copy = style({
  minBlockSize: '32px',
  minInlineSize: '32px',
  color: tokens.textSecondary,
  '@media': { [bottomSheetQuery]: { minBlockSize: '44px', minInlineSize: '44px' } },
})

export const balance = style({
  margin: 0,
  fontSize: '28px',
  fontWeight: 700,
  letterSpacing: '-0.01em',
  color: tokens.text,
  fontVariantNumeric: 'tabular-nums',
})

/** The network and the explorer link: small rounded chips under the balance. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minBlockSize: '32px',
  paddingBlock: '4px',
  paddingInline: '10px 12px',
  border: `1px solid ${tokens.border}`,
  borderRadius: '999px',
  background: tokens.surfaceRaised,
  color: tokens.text,
  font: 'inherit',
  fontSize: tokens.fontSizeSm,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '@media': { [bottomSheetQuery]: { minBlockSize: '44px' } },
})

/**
 * Send, Receive, Swap, Buy…: a row of round icons, each with its label under it, sharing the width. A tile is never
 * narrower than its label's longest word: when the words of a language do not fit in one row ('Kontoeinstellungen'
 * beside four others on a phone), the row wraps and the last tiles share a second one.
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
})

export const action = style({
  // Equal shares of the row, down to the tile's own longest word.
  flex: '1 1 0',
  minInlineSize: 'min-content',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '6px',
  minBlockSize: '44px',
  paddingBlock: '10px 8px',
  paddingInline: '2px',
  border: '1px solid transparent',
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
  color: tokens.text,
  font: 'inherit',
  fontSize: tokens.fontSizeSm,
  fontWeight: 600,
  cursor: 'pointer',
  ':hover': { borderColor: tokens.border },
})

export const actionIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '36px',
  blockSize: '36px',
  borderRadius: '50%',
  background: tokens.accent,
  color: tokens.onAccent,
})

/** A label of several words takes two lines ('Account / settings'); a word is never broken (the tile makes room). */
export const actionLabel = style({
  maxInlineSize: '100%',
  textAlign: 'center',
  lineHeight: 1.2,
})

export const chipChevron = style({
  color: tokens.textSecondary,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})

export const secondary = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

export const row = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '8px' })

export const link = style({ color: tokens.accent, fontSize: tokens.fontSizeSm })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
})

export const item = style({ display: 'flex', alignItems: 'center', gap: '8px', inlineSize: '100%' })

export const itemMain = style({ display: 'flex', flexDirection: 'column', flexGrow: 1, minInlineSize: 0 })

export const itemEnd = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', textAlign: 'end' })

export const icon = style({
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '8px',
})

export const nft = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  fontSize: tokens.fontSizeSm,
  color: tokens.text,
})

export const nftImage = style({
  inlineSize: '100%',
  aspectRatio: '1',
  borderRadius: tokens.radiusSm,
  objectFit: 'cover',
  background: tokens.surfaceRaised,
})

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  paddingBlock: '16px',
  textAlign: 'center',
})

export const heading = style({ margin: 0, fontSize: tokens.fontSizeMd, color: tokens.textSecondary })

/** The empty state's picture: the list's icon in a soft disc. */
export const emptyIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  borderRadius: '50%',
  background: tokens.surfaceRaised,
  color: tokens.textSecondary,
})

const shimmer = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })

/** A grey placeholder of loading content; it breathes slowly, and stays still under reduced motion. */
export const skeleton = style({
  display: 'block',
  borderRadius: tokens.radiusSm,
  background: tokens.surfaceRaised,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
})

export const skeletonRows = style({ display: 'flex', flexDirection: 'column', gap: '12px', paddingBlock: '8px' })

export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: '8px' })

export const skeletonDot = style({ inlineSize: '32px', blockSize: '32px', borderRadius: '50%', flexShrink: 0 })

export const skeletonLine = style({ blockSize: '14px', inlineSize: '60%' })

export const skeletonTiles = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '8px' })

export const skeletonTile = style({ aspectRatio: '1' })

/** The balance's place while it is read: the size of a short balance in the balance's type. */
export const balanceSkeleton = style({ inlineSize: '128px', blockSize: '28px', marginBlock: '3px' })

/** Disconnect, and with several wallets "Disconnect all" under it, kept together (closer than the view's parts). */
export const leave = style({ display: 'flex', flexDirection: 'column', gap: '8px' })
