import { keyframes, style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'
import { bottomSheetQuery, reducedMotionQuery } from '../components/styles/media'

const shakeFrames = keyframes({
  '0%, 100%': { transform: 'none' },
  '20%, 60%': { transform: 'translateX(-6px)' },
  '40%, 80%': { transform: 'translateX(6px)' },
})

/** A refused action (`$modal.shake`): the panel shakes; with reduced motion its border flashes instead. */
export const shake = style({
  animation: `${shakeFrames} ${tokens.durationMedium} ease-in-out 3`,
  '@media': {
    [reducedMotionQuery]: { animation: 'none', borderColor: tokens.danger },
  },
})

/** The back arrow points the other way in right-to-left text. */
export const backIcon = style({
  display: 'block',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})

export const message = style({
  marginBlock: '16px',
  marginInline: 0,
  textAlign: 'center',
  color: tokens.textSecondary,
})

export const loading = style({ display: 'flex', justifyContent: 'center', paddingBlock: '24px' })

export const alertBar = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '8px',
  marginBlockEnd: '12px',
  paddingBlock: '8px',
  paddingInline: '12px',
  borderRadius: tokens.radiusMd,
  border: `1px solid ${tokens.danger}`,
  background: tokens.surfaceRaised,
  color: tokens.text,
})

export const alertText = style({ flex: 1, margin: 0 })

export const alertDetail = style({ display: 'block', color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

/**
 * The snackbar's live regions: always mounted, fixed at the bottom centre, above the modal; on a phone at the top,
 * where it never covers the bottom sheet's buttons.
 */
export const snackbarRegion = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: '16px',
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: `calc(${tokens.zIndex} + 1)`,
  '@media': { [bottomSheetQuery]: { insetBlockEnd: 'auto', insetBlockStart: '16px' } },
})

/** A view or a snackbar as it appears: a short fade and rise. */
const enter = keyframes({ from: { opacity: 0, transform: 'translateY(4px)' }, to: { opacity: 1, transform: 'none' } })

export const snackbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  margin: 0,
  paddingBlock: '8px',
  paddingInline: '16px',
  borderRadius: tokens.radiusLg,
  border: `1px solid ${tokens.border}`,
  background: tokens.surfaceRaised,
  color: tokens.text,
  fontFamily: tokens.fontFamily,
  fontSize: tokens.fontSizeMd,
  pointerEvents: 'auto',
  animation: `${enter} ${tokens.durationShort} ease-out`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
})

export const snackbarError = style({ borderColor: tokens.danger })

/** A view as it replaces the previous one. */
export const viewEnter = style({
  animation: `${enter} ${tokens.durationMedium} ease-out`,
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
})
