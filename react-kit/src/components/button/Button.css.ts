import { style, styleVariants } from '@vanilla-extract/css'
import { tokens } from '../styles/tokens'
import { bottomSheetQuery, reducedMotionQuery } from '../styles/media'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minBlockSize: '40px',
  paddingBlock: '8px',
  paddingInline: '16px',
  border: '1px solid transparent',
  borderRadius: tokens.radiusMd,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  transition: `background-color ${tokens.durationShort} ease-out`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': { [reducedMotionQuery]: { transition: 'none' }, [bottomSheetQuery]: { minBlockSize: '44px' } },
})

export const variant = styleVariants({
  primary: [base, { background: tokens.accent, color: tokens.onAccent }],
  secondary: [base, { background: tokens.surfaceRaised, color: tokens.text, borderColor: tokens.border }],
  ghost: [base, { background: 'transparent', color: tokens.text }],
})

export const icon = style([
  base,
  {
    minBlockSize: '40px',
    minInlineSize: '40px',
    paddingInline: 0,
    background: 'transparent',
    color: tokens.text,
    // On a phone, a finger's target (back, close, copy).
    '@media': { [bottomSheetQuery]: { minBlockSize: '44px', minInlineSize: '44px' } },
  },
])

/** The icon inside an icon button, centred on both axes whatever its line height. */
export const iconSlot = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' })
