import { style } from '@vanilla-extract/css'
import { tokens } from '../../components/styles/tokens'

export const image = style({
  inlineSize: '40px',
  blockSize: '40px',
  flexShrink: 0,
  borderRadius: tokens.radiusMd,
  objectFit: 'cover',
  background: tokens.surface,
})

export const placeholder = style([
  image,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 600,
    color: tokens.textSecondary,
  },
])

export const smallImage = style([image, { inlineSize: '18px', blockSize: '18px', borderRadius: '5px' }])

export const smallPlaceholder = style([placeholder, smallImage, { fontSize: '9px' }])

export const name = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const badge = style({
  paddingBlock: '2px',
  paddingInline: '6px',
  borderRadius: tokens.radiusSm,
  background: tokens.surface,
  color: tokens.textSecondary,
  fontSize: tokens.fontSizeSm,
})

export const tile = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // Logos on one line across the row, whether a name takes one line or two.
  justifyContent: 'flex-start',
  gap: '4px',
  padding: '4px',
  paddingBlockStart: '10px',
  border: '1px solid transparent',
  borderRadius: tokens.radiusMd,
  background: 'transparent',
  color: tokens.text,
  font: 'inherit',
  fontSize: tokens.fontSizeSm,
  cursor: 'pointer',
  ':hover': { background: tokens.surfaceRaised },
})

/** A wallet's name under its logo: up to two lines, cut with an ellipsis only after that. */
export const tileName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  maxInlineSize: '100%',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  fontSize: '11px',
  lineHeight: 1.25,
})
