import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'
import { bottomSheetQuery, reducedMotionQuery } from '../components/styles/media'
import { secondaryButton } from '../components/styles/secondaryButton'

/**
 * Its own width in any parent: a flex column or a grid stretches an item of automatic width across the page (the
 * label at one end); a width that fits its content keeps it a button, where the parent's alignment puts it.
 */
const ownWidth = { inlineSize: 'fit-content' } as const

export const button = style({
  ...ownWidth,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  ...secondaryButton,
  paddingInline: '12px',
  transition: `background-color ${tokens.durationShort} ease-out`,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
  '@media': { [reducedMotionQuery]: { transition: 'none' } },
})

export const primary = style({ background: tokens.accent, color: tokens.onAccent, borderColor: 'transparent' })

/** The spinner of a connecting Connect button: the button's text colour (the spinner's own accent would not show on it). */
export const onAccent = style({ selectors: { [`${primary} &`]: { color: 'inherit' } } })

export const image = style({
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: tokens.radiusSm,
  objectFit: 'cover',
  flexShrink: 0,
})

export const avatar = style([image, { borderRadius: '50%', background: tokens.accent }])

export const secondaryText = style({ color: tokens.textSecondary, fontWeight: 400 })

/**
 * Text that gives way on a phone (where the modal is a bottom sheet): the network's name beside its icon and the
 * balance beside the account, so the network and account buttons stay on one line. The network button keeps its
 * accessible name; the account's balance is in the Account view.
 */
export const wideOnly = style({ '@media': { [bottomSheetQuery]: { display: 'none' } } })

/** The network and account buttons side by side, as ConnectButton shows them once connected. */
export const group = style({ ...ownWidth, display: 'inline-flex', alignItems: 'center', gap: '8px' })
