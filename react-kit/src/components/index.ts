// The kit's accessible building blocks: generic, string-free (every text comes in as a prop), themed by
// `--portico-*` variables.
export { Dialog, type DialogProps } from './dialog/Dialog'
export { getTabbables } from './dialog/tabbable'
export { useRovingFocus, type RovingFocusOptions, type RovingItemProps } from './roving/useRovingFocus'
export { RovingList, type RovingListItem, type RovingListProps } from './roving/RovingList'
export { itemName } from './roving/itemName'
export { LiveRegion, type LiveRegionProps, type Politeness } from './live/LiveRegion'
export { Announcer, useAnnounce, type AnnouncerProps } from './live/Announcer'
export { OtpInput, type OtpInputProps } from './otp/OtpInput'
// QR codes come from './qr' (see there): the encoder stays out of every chunk that only needs the other components.
export { Spinner, type SpinnerProps } from './spinner/Spinner'
export { Button, type ButtonProps } from './button/Button'
export { IconButton, type IconButtonProps } from './button/IconButton'
export { TextInput, type TextInputProps } from './text-input/TextInput'
export { Countdown, COUNTDOWN_ANNOUNCE_STEP_S, type CountdownProps } from './countdown/Countdown'
export { Tabs, type TabItem, type TabsProps } from './tabs/Tabs'
export { VirtualGrid, type VirtualGridProps, type VirtualItemProps } from './virtual-grid/VirtualGrid'
