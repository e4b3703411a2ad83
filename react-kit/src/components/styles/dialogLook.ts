import { tokens } from './tokens'

// The modal's overlay and panel, shared by the dialog's rules and by the failure the start shows when the modal's
// code did not load (which cannot import the dialog's styles); each rule adds its own motion and layout.

/** The overlay: the whole page, dimmed, the panel centred (at the bottom on a phone, see `bottomSheetOverlay`). */
export const overlayLook = {
  position: 'fixed',
  inset: 0,
  zIndex: tokens.zIndex,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: tokens.overlay,
} as const

export const bottomSheetOverlay = { alignItems: 'flex-end' } as const

/** The panel: the modal's width at most, its surface, border and type. */
export const panelLook = {
  boxSizing: 'border-box',
  inlineSize: tokens.modalWidth,
  maxInlineSize: '100%',
  borderRadius: tokens.radiusLg,
  border: `1px solid ${tokens.border}`,
  background: tokens.surface,
  color: tokens.text,
  fontFamily: tokens.fontFamily,
  fontSize: tokens.fontSizeMd,
} as const

/** The panel as a bottom sheet: the full width, rounded top corners only. */
export const bottomSheetPanel = {
  inlineSize: '100%',
  borderEndStartRadius: 0,
  borderEndEndRadius: 0,
  borderBlockEnd: 'none',
} as const
