import { tokens } from './tokens'

/**
 * The look of the kit's secondary buttons (the Connect, network and account buttons; Try again and Close where the
 * modal's code did not load), shared by their style rules; each rule adds its own layout.
 *
 * @example style({ ...secondaryButton, paddingInline: '16px' })
 */
export const secondaryButton = {
  minBlockSize: '40px',
  paddingBlock: '6px',
  border: `1px solid ${tokens.border}`,
  borderRadius: tokens.radiusLg,
  background: tokens.surfaceRaised,
  color: tokens.text,
  fontFamily: tokens.fontFamily,
  fontSize: tokens.fontSizeMd,
  fontWeight: 600,
  cursor: 'pointer',
} as const
