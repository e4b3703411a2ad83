// Type tests, checked by `npm run typecheck` (tsc): a typed ABI's function names and arguments survive the action.
// Each `@ts-expect-error` must meet an error, or the type check fails.
import { erc20Abi } from 'viem'
import { expectTypeOf } from 'vitest'
import type { Portico } from '../portico/types'
import { writeContract } from './actions'

declare const portico: Portico
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export async function typedWrites() {
  await writeContract(portico, { address: usdc, abi: erc20Abi, functionName: 'transfer', args: [to, 1_000_000n] })
  await writeContract(portico, { address: usdc, abi: erc20Abi, functionName: 'approve', args: [to, 5n] })
  expectTypeOf(writeContract).returns.resolves.toEqualTypeOf<`0x${string}`>()

  // @ts-expect-error not a function of the ABI
  await writeContract(portico, { address: usdc, abi: erc20Abi, functionName: 'transferEverything', args: [to] })
  // @ts-expect-error balanceOf only reads: nothing to write
  await writeContract(portico, { address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
  // @ts-expect-error the amount is a bigint, not a text
  await writeContract(portico, { address: usdc, abi: erc20Abi, functionName: 'transfer', args: [to, 'one'] })
  // @ts-expect-error transfer takes a receiver and an amount
  await writeContract(portico, { address: usdc, abi: erc20Abi, functionName: 'transfer', args: [to] })
}
