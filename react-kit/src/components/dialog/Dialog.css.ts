import { keyframes, style } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'
import { bottomSheetQuery, reducedMotionQuery } from '../styles/media'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const scaleIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'none' } })
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } })

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: tokens.zIndex,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: tokens.overlay,
  animation: `${fadeIn} ${tokens.durationMedium} ease-out`,
  '@media': {
    [bottomSheetQuery]: { alignItems: 'flex-end' },
    [reducedMotionQuery]: { animation: 'none' },
  },
})

export const panel = style({
  boxSizing: 'border-box',
  inlineSize: tokens.modalWidth,
  maxInlineSize: '100%',
  maxBlockSize: '100%',
  overflowY: 'auto',
  paddingBlock: '16px',
  paddingInline: '16px',
  borderRadius: tokens.radiusLg,
  border: `1px solid ${tokens.border}`,
  background: tokens.surface,
  color: tokens.text,
  fontFamily: tokens.fontFamily,
  fontSize: tokens.fontSizeMd,
  outline: 'none',
  animation: `${scaleIn} ${tokens.durationMedium} ease-out`,
  '@media': {
    // Bottom sheet: full width, anchored to the bottom edge, rounded top corners only.
    [bottomSheetQuery]: {
      inlineSize: '100%',
      maxBlockSize: '90dvh',
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
      borderBlockEnd: 'none',
      animation: `${slideUp} ${tokens.durationMedium} ease-out`,
    },
    [reducedMotionQuery]: { animation: 'none' },
  },
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  marginBlockEnd: '12px',
})

export const title = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: tokens.fontSizeLg,
  fontWeight: 600,
  outline: 'none',
})

export const description = style({
  marginBlock: '0 12px',
  marginInline: 0,
  color: tokens.textSecondary,
  textAlign: 'center',
})
