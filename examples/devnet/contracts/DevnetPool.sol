// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface PoolToken {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// @title DevnetPool: constant-product pools between the native coin and each listed token (0.3% fee).
/// The native coin is named by the address 0xEeee…EEeE. Token-to-token swaps go through the native coin.
contract DevnetPool {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant FEE_PER_MILLE = 3;
    address public immutable owner;

    mapping(address => uint256) public nativeReserve;
    mapping(address => uint256) public tokenReserve;

    event LiquidityAdded(address indexed token, uint256 nativeAmount, uint256 tokenAmount);
    event Swapped(
        address indexed trader, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut
    );

    constructor() {
        owner = msg.sender;
    }

    function addLiquidity(address token, uint256 tokenAmount) external payable {
        require(msg.sender == owner, "only owner");
        require(PoolToken(token).transferFrom(msg.sender, address(this), tokenAmount), "token transfer failed");
        nativeReserve[token] += msg.value;
        tokenReserve[token] += tokenAmount;
        emit LiquidityAdded(token, msg.value, tokenAmount);
    }

    function getReserves(address token) external view returns (uint256 native, uint256 tokenAmount) {
        return (nativeReserve[token], tokenReserve[token]);
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(reserveIn > 0 && reserveOut > 0, "empty pool");
        uint256 inWithFee = amountIn * (1000 - FEE_PER_MILLE);
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    function quote(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        require(tokenIn != tokenOut, "same token");
        if (tokenIn == NATIVE) {
            return getAmountOut(amountIn, nativeReserve[tokenOut], tokenReserve[tokenOut]);
        }
        uint256 nativeOut = getAmountOut(amountIn, tokenReserve[tokenIn], nativeReserve[tokenIn]);
        if (tokenOut == NATIVE) {
            return nativeOut;
        }
        return getAmountOut(nativeOut, nativeReserve[tokenOut], tokenReserve[tokenOut]);
    }

    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut)
        external
        payable
        returns (uint256 amountOut)
    {
        amountOut = quote(tokenIn, tokenOut, amountIn);
        require(amountOut >= minAmountOut, "slippage");
        if (tokenIn == NATIVE) {
            require(msg.value == amountIn, "wrong value");
        } else {
            require(msg.value == 0, "unexpected value");
            require(PoolToken(tokenIn).transferFrom(msg.sender, address(this), amountIn), "token transfer failed");
        }
        _book(tokenIn, tokenOut, amountIn, amountOut);
        if (tokenOut == NATIVE) {
            (bool sent,) = msg.sender.call{value: amountOut}("");
            require(sent, "native transfer failed");
        } else {
            require(PoolToken(tokenOut).transfer(msg.sender, amountOut), "token transfer failed");
        }
        emit Swapped(msg.sender, tokenIn, tokenOut, amountIn, amountOut);
    }

    function _book(address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut) private {
        if (tokenIn == NATIVE) {
            nativeReserve[tokenOut] += amountIn;
            tokenReserve[tokenOut] -= amountOut;
        } else if (tokenOut == NATIVE) {
            tokenReserve[tokenIn] += amountIn;
            nativeReserve[tokenIn] -= amountOut;
        } else {
            uint256 nativeMid = getAmountOut(amountIn, tokenReserve[tokenIn], nativeReserve[tokenIn]);
            tokenReserve[tokenIn] += amountIn;
            nativeReserve[tokenIn] -= nativeMid;
            nativeReserve[tokenOut] += nativeMid;
            tokenReserve[tokenOut] -= amountOut;
        }
    }
}
