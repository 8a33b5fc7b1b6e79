// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title SmartWallet
/// @notice Minimal EIP-1271 contract wallet: a signature is valid when it is a 65-byte ECDSA signature of
/// `hash` itself (no extra prefix) by `owner`. For Sign-In with Ethereum the verifier passes the EIP-191
/// hash of the message, so the owner's `personal_sign` signature of the message is valid.
contract SmartWallet {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID_VALUE = 0xffffffff;

    address public immutable owner;

    constructor(address owner_) {
        require(owner_ != address(0), "SmartWallet: zero owner");
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(hash, signature);
        if (err == ECDSA.RecoverError.NoError && recovered == owner) {
            return MAGIC_VALUE;
        }
        return INVALID_VALUE;
    }

    receive() external payable {}
}
