export { dropZeroDecimalTokens } from './balances'
export {
  filterTransactions,
  groupTransactionsByMonth,
  isSpamOnly,
  type TransactionMonth,
  type TransactionYear,
} from './activity'
