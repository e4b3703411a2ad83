// @portico/sdk/format: how the spec shows amounts and addresses (spec §5): a balance rounded down to 3 decimals, a
// fiat value to 2, a quantity in the activity history to 3, an address shortened around an ellipsis. They work on
// decimal strings, so large or tiny values keep every digit. A UI of its own imports them where it shows those
// values; the core's start (`@portico/sdk`) does not carry them.
export { formatBalance } from './formatBalance'
export { formatFiat } from './formatFiat'
export { formatQuantity } from './formatQuantity'
export { truncateAddress } from './truncateAddress'
export type { Decimal, DecimalInput } from './decimal'
