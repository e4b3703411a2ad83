import { keyframes, style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'
import { bottomSheetQuery, reducedMotionQuery } from '../styles/media'
import { bottomSheetOverlay, bottomSheetPanel, overlayLook, panelLook } from '../styles/dialogLook'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const scaleIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'none' } })
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } })

export const backdrop = style({
  ...overlayLook,
  animation: `${fadeIn} ${tokens.durationMedium} ease-out`,
  '@media': {
    [bottomSheetQuery]: bottomSheetOverlay,
    [reducedMotionQuery]: { animation: 'none' },
  },
})

/**
 * The panel never grows past the viewport (a margin of 16 px on each side, 90 % of it as a bottom sheet): its header
 * stays, its body scrolls.
 */
export const panel = style({
  ...panelLook,
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: 'calc(100dvh - 32px)',
  overflow: 'hidden',
  outline: 'none',
  animation: `${scaleIn} ${tokens.durationMedium} ease-out`,
  '@media': {
    // Bottom sheet: full width, anchored to the bottom edge, rounded top corners only.
    [bottomSheetQuery]: {
      ...bottomSheetPanel,
      maxBlockSize: '90dvh',
      animation: `${slideUp} ${tokens.durationMedium} ease-out`,
    },
    [reducedMotionQuery]: { animation: 'none' },
  },
})

/** The grab handle of the bottom sheet (pull the header down to dismiss); not shown on a desktop dialog. */
export const handle = style({
  display: 'none',
  flexShrink: 0,
  inlineSize: '36px',
  blockSize: '4px',
  marginBlockStart: '8px',
  marginInline: 'auto',
  borderRadius: '2px',
  background: tokens.border,
  '@media': { [bottomSheetQuery]: { display: 'block' } },
})

/** Back, title, close: the side slots are the same width with or without a button, so the title stays centred. */
export const header = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr) 40px',
  alignItems: 'center',
  gap: '8px',
  paddingBlock: '12px 8px',
  paddingInline: '12px',
  // On a bottom sheet the header is what the finger pulls down: no scrolling or zooming starts from it.
  '@media': { [bottomSheetQuery]: { touchAction: 'none', paddingBlockStart: '6px' } },
})

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: '4px 16px',
  paddingInline: '16px',
})

export const title = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'center',
  fontSize: tokens.fontSizeLg,
  fontWeight: 600,
  outline: 'none',
})

export const description = style({
  marginBlock: '0 12px',
  marginInline: '16px',
  color: tokens.textSecondary,
  textAlign: 'center',
})
