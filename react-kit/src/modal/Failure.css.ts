import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'
import { bottomSheetQuery } from '../components/styles/media'

// A part of the modal that failed (`Failure`, `ShellFailure`). It ships with the start, so it has its own few rules
// rather than the dialog's: the same overlay, panel and bottom sheet, without their motion.

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '12px',
  paddingBlock: '16px',
  textAlign: 'center',
})

export const message = style({ margin: 0, color: tokens.textSecondary })

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: tokens.zIndex,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: tokens.overlay,
  '@media': { [bottomSheetQuery]: { alignItems: 'flex-end' } },
})

export const panel = style({
  boxSizing: 'border-box',
  inlineSize: tokens.modalWidth,
  maxInlineSize: '100%',
  paddingInline: '24px',
  paddingBlock: '8px',
  borderRadius: tokens.radiusLg,
  border: `1px solid ${tokens.border}`,
  background: tokens.surface,
  color: tokens.text,
  fontFamily: tokens.fontFamily,
  fontSize: tokens.fontSizeMd,
  '@media': {
    [bottomSheetQuery]: { inlineSize: '100%', borderEndStartRadius: 0, borderEndEndRadius: 0, borderBlockEnd: 'none' },
  },
})

/** Try again and Close: the look of the kit's secondary buttons (the start cannot import the button component's). */
export const button = style({
  minBlockSize: '40px',
  paddingBlock: '6px',
  paddingInline: '16px',
  border: `1px solid ${tokens.border}`,
  borderRadius: tokens.radiusLg,
  background: tokens.surfaceRaised,
  color: tokens.text,
  fontFamily: tokens.fontFamily,
  fontSize: tokens.fontSizeMd,
  fontWeight: 600,
  cursor: 'pointer',
})
