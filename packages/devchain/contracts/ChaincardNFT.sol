// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title ChaincardNFT
/// @notice "Chaincard NFT" collection of the NFT card program: holders get unlimited cards and invitation uses.
/// Token ids start at 1; only the owner mints.
contract ChaincardNFT is ERC721, Ownable {
    uint256 public totalSupply;

    constructor(address initialOwner) ERC721("Chaincard NFT", "CCNFT") Ownable(initialOwner) {}

    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        _safeMint(to, tokenId);
    }
}
