import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'
import { bottomSheetOverlay, bottomSheetPanel, overlayLook, panelLook } from '../components/styles/dialogLook'
import { bottomSheetQuery } from '../components/styles/media'
import { secondaryButton } from '../components/styles/secondaryButton'

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

export const backdrop = style({ ...overlayLook, '@media': { [bottomSheetQuery]: bottomSheetOverlay } })

export const panel = style({
  ...panelLook,
  paddingInline: '24px',
  paddingBlock: '8px',
  '@media': { [bottomSheetQuery]: bottomSheetPanel },
})

/** Try again and Close: the kit's secondary buttons' look (the start cannot import the button component's styles). */
export const button = style({ ...secondaryButton, paddingInline: '16px' })
