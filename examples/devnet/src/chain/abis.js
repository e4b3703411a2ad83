// @ts-check
import { parseAbi } from 'viem'

export { erc20Abi } from 'viem'

export const tokenMintAbi = parseAbi(['function mint(address to, uint256 amount)'])

export const collectibleAbi = parseAbi([
  'function name() view returns (string)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner) view returns (uint256)',
  'function mint(address to, uint256 tokenId)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])

export const poolAbi = parseAbi([
  'function addLiquidity(address token, uint256 tokenAmount) payable',
  'function getReserves(address token) view returns (uint256 native, uint256 tokenAmount)',
  'function quote(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut) payable returns (uint256 amountOut)',
])
