// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Portico devnet smart account
/// @notice A minimal account owned by one key: only the owner can make it call out, and it vouches
///         (ERC-1271) for any hash the owner signed, so signature checks work on the account address.
contract SmartAccount {
    address public immutable owner;

    bytes4 private constant ERC1271_MAGIC = 0x1626ba7e;
    bytes4 private constant ERC1271_INVALID = 0xffffffff;

    error NotOwner();

    constructor(address accountOwner) {
        owner = accountOwner;
    }

    receive() external payable {}

    /// @notice Calls `to` with `value` wei and `data`, as this account. Reverts with the callee's reason.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        if (msg.sender != owner) revert NotOwner();
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    /// @notice ERC-1271: valid when `signature` is the owner's 65-byte ECDSA signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return ERC1271_INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        // Reject malleable signatures (upper-half s), as EIP-2 does.
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return ERC1271_INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_MAGIC : ERC1271_INVALID;
    }
}
