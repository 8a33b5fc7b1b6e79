// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title TetherToken
/// @notice Sandbox copy of mainnet USDT's ERC-20 surface: 6 decimals, and `transfer`, `transferFrom`
/// and `approve` return NOTHING (callers decoding a bool fail, exactly as on Ethereum mainnet).
/// Like mainnet USDT, `approve` to a non-zero value requires the current allowance to be zero.
/// Written by hand on purpose: OpenZeppelin's ERC20 returns bool.
contract TetherToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    address public owner;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, address initialOwner) {
        name = name_;
        symbol = symbol_;
        owner = initialOwner;
    }

    function transfer(address to, uint256 value) external {
        _transfer(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "USDT: insufficient allowance");
        if (allowed != type(uint256).max) {
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
    }

    function approve(address spender, uint256 value) external {
        // Mainnet USDT: to change a non-zero allowance, set it to zero first.
        require(value == 0 || allowance[msg.sender][spender] == 0, "USDT: reset allowance to zero first");
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function mint(address to, uint256 value) external {
        require(msg.sender == owner, "USDT: caller is not the owner");
        require(to != address(0), "USDT: mint to the zero address");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "USDT: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= value, "USDT: transfer amount exceeds balance");
        balanceOf[from] = balance - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
